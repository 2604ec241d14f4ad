import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Clock } from './services/clock';
import type { Database } from './db/schema';
import type { MediaStore } from './services/media-storage';
import type { RegistrationLimit } from './services/registration-limit';
import type { SignInLimits } from './services/sign-in-limits';
import type { TokenService } from './services/tokens';

/** What the handlers need, built once per app by `buildApp`. */
export interface AppServices {
  db: Kysely<Database>;
  config: Config;
  tokens: TokenService;
  signInLimits: SignInLimits;
  registrationLimit: RegistrationLimit;
  media: MediaStore;
  /** The key of the applicants' option shuffles (services/exam-shuffle.ts), the same on every node; read on first use. */
  shuffleSecret: () => Promise<string>;
  /** The server's clock (the attempt engine's deadlines); tests move it. */
  clock: Clock;
}
