import type { Kysely } from 'kysely';
import type { Config } from './config';
import { AttemptMemory } from './services/attempts/attempt-memory';
import { HandIns } from './services/attempts/hand-ins';
import { RecentStartGates } from './services/attempts/recent-start-gates';
import { StartBatches } from './services/attempts/start-batches';
import type { Clock } from './services/clock';
import type { Database } from './db/schema';
import type { FamilyLimit } from './services/family/family-limit';
import type { KnownBrowsers } from './services/known-browsers';
import type { MediaStore } from './services/media-storage';
import type { ProctorPinLimit } from './services/proctoring/pin-limit';
import type { RegistrationLimit } from './services/registration-limit';
import type { SignInLimits } from './services/sign-in-limits';
import type { TokenService } from './services/tokens';

/** What the handlers need, built once per app by `buildApp`. */
export interface AppServices {
  db: Kysely<Database>;
  config: Config;
  tokens: TokenService;
  signInLimits: SignInLimits;
  /** Browsers that signed in to an account before: their sign-ins are counted apart from strangers'. */
  knownBrowsers: KnownBrowsers;
  registrationLimit: RegistrationLimit;
  /** Wrong codes and unknown links or IDs on the family's calls, and one-time codes sent. */
  familyLimit: FamilyLimit;
  /** Wrong PINs typed on an applicant's device at the proctor's gate. */
  proctorPinLimit: ProctorPinLimit;
  media: MediaStore;
  /** The key of the applicants' option shuffles (services/exam-shuffle.ts), the same on every node; read on first use. */
  shuffleSecret: () => Promise<string>;
  /** The server's clock (the attempt engine's deadlines); tests move it. */
  clock: Clock;
  /** What this app remembers of the attempts it started: shared parsed snapshots, and a save's short path. */
  attemptMemory: AttemptMemory;
  /** The first fetches of an exam room, read and started together. */
  startBatches: StartBatches;
  /** The submits of one moment, closed and scored together. */
  handIns: HandIns;
  /** The address lists and Safe Exam Browser rules a room's saves are checked against, read about once a second. */
  recentStartGates: RecentStartGates;
}

/** The attempt engine's per-app state: made once per app, so two apps (API nodes) never share what one remembers. */
export function attemptEngineServices(
  db: Kysely<Database>,
): Pick<AppServices, 'attemptMemory' | 'startBatches' | 'handIns' | 'recentStartGates'> {
  const attemptMemory = new AttemptMemory();
  return {
    attemptMemory,
    startBatches: new StartBatches(db, attemptMemory),
    handIns: new HandIns(db, attemptMemory),
    recentStartGates: new RecentStartGates(db),
  };
}
