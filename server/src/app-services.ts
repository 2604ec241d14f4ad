import type { Kysely } from 'kysely';
import type { Config } from './config';
import type { Clock } from './services/clock';
import type { Database } from './db/schema';
import type { LoginThrottle } from './services/login-throttle';
import type { MediaStore } from './services/media-storage';
import type { TokenService } from './services/tokens';

/** What the handlers need, built once per app by `buildApp`. */
export interface AppServices {
  db: Kysely<Database>;
  config: Config;
  tokens: TokenService;
  loginThrottle: LoginThrottle;
  media: MediaStore;
  /** The server's clock (the attempt engine's deadlines); tests move it. */
  clock: Clock;
}
