import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyCors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { CSRF_HEADER } from '@mizan/shared';
import type { Kysely } from 'kysely';
import { registerApiDocs, registerApiDocsUi } from './api-docs';
import { attemptEngineServices, type AppServices } from './app-services';
import { fastifyTrustProxy, type Config } from './config';
import type { Database } from './db/schema';
import { registerErrorHandler } from './error-handler';
import { registerResultsLetter } from './print/letter-route';
import { registerReportPages } from './print/report-routes';
import { registerPrintPages } from './print/routes';
import { registerApplicantFiles } from './routes/applicant-files';
import { registerQuestionFiles } from './routes/question-files';
import { registerReportFiles } from './routes/report-files';
import { registerSafeExamBrowserFiles } from './routes/safe-exam-browser-files';
import { registerApplicantTemplate } from './routes/applicant-template';
import { registerHealth } from './routes/health';
import { registerMedia } from './routes/media';
import { registerDeviceCheckFiles } from './routes/device-check-files';
import { registerContract } from './routes/register-contract';
import { registerSecurityHeaders } from './security-headers';
import { startOfferExpiry } from './services/admission/offer-expiry';
import { startAttemptPreparation } from './services/attempts/attempt-precreation';
import { startAttemptSweep } from './services/attempts/sweep';
import { startMediaCleanup } from './services/media-cleanup/job';
import { startExamReminders } from './services/messages/exam-reminders';
import { startOutboxWorker } from './services/messages/outbox-worker';
import { systemClock, type Clock } from './services/clock';
import { FamilyLimit } from './services/family/family-limit';
import { ProctorPinLimit } from './services/proctoring/pin-limit';
import { KnownBrowsers } from './services/known-browsers';
import { createLimitStore } from './services/limit-store';
import { createMediaStore } from './services/media-storage';
import { RegistrationLimit } from './services/registration-limit';
import { loadJwtSecret, loadSharedJwtSecret, serverSecretOf, shuffleSecretOf } from './services/secrets';
import { SignInLimits } from './services/sign-in-limits';
import { TokenService } from './services/tokens';
import { remoteOrigins } from './static/remotes';
import { PageAssessments } from './services/attempts/page-first-screen';
import { sebPageRefusal } from './services/safe-exam-browser/seb-page-refusal';
import { registerStaticHosting } from './static/static-hosting';
import { registerUnstorableTextGuard } from './unstorable-text';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: Config;
  /** pino options, or false for none (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Told about every route as it is added (the contract test lists them). */
  onRoute?: (route: RouteOptions) => void;
  /** The server's clock; tests pass one they can move. */
  clock?: Clock;
}

/**
 * The whole HTTP server, without listening: main.ts listens, tests use
 * `app.inject`. The database is opened, migrated and seeded by the caller.
 */
export async function buildApp({ db, config, logger = false, onRoute, clock = systemClock }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerUnstorableTextGuard(app);

  const limitStore = createLimitStore(app, db, config);
  const services: AppServices = {
    db,
    config,
    tokens: new TokenService(
      config.databaseUrl
        ? await loadSharedJwtSecret(config.jwtSecret, config.dataDir, db)
        : loadJwtSecret(config.jwtSecret, config.dataDir),
    ),
    signInLimits: new SignInLimits(limitStore),
    knownBrowsers: new KnownBrowsers(serverSecretOf(db, 'known-browser')),
    registrationLimit: new RegistrationLimit(limitStore),
    familyLimit: new FamilyLimit(limitStore),
    proctorPinLimit: new ProctorPinLimit(limitStore),
    media: createMediaStore(db, config),
    shuffleSecret: shuffleSecretOf(db),
    clock,
    ...attemptEngineServices(db),
  };
  const remotes = remoteOrigins(config.remoteUrls);

  registerSecurityHeaders(app, remotes);
  const allowedOrigins = [...new Set([...config.corsOrigins, ...remotes])];
  await app.register(fastifyCors, {
    origin: allowedOrigins.length > 0 ? allowedOrigins : false,
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    // X-File-Name, X-Sign and X-Attempt-Hash: the media upload's headers (routes/media.ts);
    // X-CSRF-Token: the proof a call signed in by cookie carries (services/authenticate.ts).
    allowedHeaders: ['Content-Type', 'Authorization', 'X-File-Name', 'X-Sign', 'X-Attempt-Hash', CSRF_HEADER],
    maxAge: 600,
  });
  await app.register(fastifyCookie);
  // Static files are registered before the compression plugin, so their
  // routes never get its per-request compression: the build wrote .br and
  // .gz copies, which static hosting sends. API answers are compressed here.
  const pageAssessments = new PageAssessments(services.db, services.clock, services.startBatches);
  const notFound = await registerStaticHosting(app, {
    appsDir: config.appsDir,
    remoteUrls: config.remoteUrls,
    pageAssessment: (url) => pageAssessments.of(url),
    pageRefusal: (request) => sebPageRefusal(services.db, request, config.messaging?.publicUrl ?? null),
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await registerApiDocs(app);

  registerContract(app, services);
  await registerMedia(app, services);
  await registerDeviceCheckFiles(app, services);
  await registerApplicantFiles(app, services);
  await registerQuestionFiles(app, services);
  await registerApplicantTemplate(app, services);
  await registerReportFiles(app, services);
  registerSafeExamBrowserFiles(app, services);
  registerPrintPages(app, services);
  registerResultsLetter(app, services);
  registerReportPages(app, services);
  registerHealth(app, services);
  startAttemptSweep(app, services);
  startAttemptPreparation(app, services);
  startMediaCleanup(app, services);
  startOutboxWorker(app, services);
  startExamReminders(app, services);
  startOfferExpiry(app, services);
  await registerApiDocsUi(app);

  app.setNotFoundHandler(notFound);
  return app;
}
