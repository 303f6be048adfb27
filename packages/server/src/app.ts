/** Assembles the server: database and migrations, services, security, routes under /api and the web app at /. */
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { CompiledQuery } from 'kysely';
import { JWT_SECRET_ADVISED_LENGTH, type Config } from './config.js';
import { fastifyTrustProxy } from './trust-proxy-setting.js';
import { DEFAULT_WEB_DIST } from './lib/server-root.js';
import { openDatabase, type DatabaseKind } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import type { Db } from './db/schema.js';
import { resolveJwtSecret } from './features/server-secrets/service.js';
import { createAccessTokens } from './features/account/access-token.js';
import { installAuthentication } from './features/account/authenticate.js';
import type { RequireUser } from './http/current-user.js';
import { createPasswordHasher, type PasswordHasher } from './features/account/password-hasher.js';
import { accountDataRoutes } from './features/account-data/routes.js';
import { createAccountDataService } from './features/account-data/service.js';
import { analyticsRoutes } from './features/analytics/routes.js';
import { importRoutes } from './features/imports/routes.js';
import { createImportService } from './features/imports/service.js';
import { convertInWorker } from './import-conversion.js';
import { createAnalyticsService } from './features/analytics/service.js';
import { factorRoutes } from './features/factors/routes.js';
import { fhirExportRoutes } from './features/fhir-export/routes.js';
import { createFhirExportService } from './features/fhir-export/service.js';
import { rxNormCodeOf } from './features/interactions/knowledge/index.js';
import { createFactorService } from './features/factors/service.js';
import { moodTagRoutes } from './features/mood-tags/routes.js';
import { createMoodTagService, knownMoodTags } from './features/mood-tags/service.js';
import { authRoutes } from './features/account/auth-routes.js';
import { calendarRoutes } from './features/calendar/routes.js';
import { createAccountService } from './features/account/service.js';
import { dailyRoutes } from './features/daily/routes.js';
import { createDailyService } from './features/daily/service.js';
import { conditionRoutes } from './features/conditions/routes.js';
import { createConditionService } from './features/conditions/service.js';
import { doseRoutes } from './features/doses/routes.js';
import { reminderRoutes } from './features/reminders/routes.js';
import { createReminderService } from './features/reminders/service.js';
import { createReminderScheduler, type ReminderScheduler } from './features/reminders/scheduler.js';
import { experimentRoutes } from './features/experiments/routes.js';
import { createExperimentService } from './features/experiments/service.js';
import { scheduleRoutes } from './features/schedules/routes.js';
import { createScheduleService } from './features/schedules/service.js';
import { createDoseService } from './features/doses/service.js';
import { entryRoutes } from './features/entries/routes.js';
import { createEntryService } from './features/entries/service.js';
import { focusAidRoutes } from './features/focus-aids/routes.js';
import { createFocusAidService } from './features/focus-aids/service.js';
import { focusSessionRoutes } from './features/focus-sessions/routes.js';
import { createFocusSessionService } from './features/focus-sessions/service.js';
import { goalRoutes } from './features/goals/routes.js';
import { createGoalService } from './features/goals/service.js';
import { healthRoutes } from './features/health/routes.js';
import { appInfoRoutes } from './features/app-info/routes.js';
import { CONDITION_CATALOG } from './features/conditions/condition-catalog.js';
import { clinicianReportRoutes } from './features/clinician-report/routes.js';
import { interactionRoutes } from './features/interactions/routes.js';
import { createInteractionService } from './features/interactions/service.js';
import { researchRoutes } from './features/research/routes.js';
import { createResearchService } from './features/research/service.js';
import { preferencesRoutes } from './features/preferences/routes.js';
import { createPreferencesService } from './features/preferences/service.js';
import { createRateLimiter } from './features/rate-limit/service.js';
import { profileRoutes } from './features/account/profile-routes.js';
import { signInActivityRoutes } from './features/account/sign-in-activity-routes.js';
import { substanceRoutes } from './features/substances/routes.js';
import { supplementNameRoutes } from './features/supplement-names/routes.js';
import { createSupplementNameService } from './features/supplement-names/service.js';
import { createActionTokens } from './features/push/action-token.js';
import { resolvePushKeys } from './features/push/push-keys.js';
import { createPushSender } from './features/push/push-sender.js';
import { pushRoutes } from './features/push/routes.js';
import { createPushService, type OccurrenceActions } from './features/push/service.js';
import { insertSecretIfMissing } from './features/server-secrets/repository.js';
import { createSubstanceService } from './features/substances/service.js';
import { installConnectionDraining } from './http/connection-draining.js';
import { answerFrameworkError, installErrorHandler } from './http/error-handler.js';
import { installNulGuard } from './http/nul-guard.js';
import { installAuthBodyLimit } from './http/auth-body-limit.js';
import { installJsonBodyParser } from './http/json-body.js';
import { logSerializers } from './http/log-redaction.js';
import { installRequestLog } from './http/request-log.js';
import { installCompression } from './http/compression.js';
import { installOpenApi } from './http/openapi.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installStaticWeb } from './http/static-web.js';
import { servedInlineScriptHashes } from './http/inline-script-hashes.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogDestination, type LogDestination } from './lib/log-destination.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createMailOutbox, type MailOutbox } from './mail/outbox/mail-outbox.js';
import { shippedNames } from './shipped-names.js';
import { backupSections } from './backup-sections.js';
import { substanceConcepts } from './substance-concepts.js';
import { compiledSerializerCompiler } from './http/response-serializer.js';
import { createCalendarFeed } from './calendar-sources.js';
import { createClinicianReports } from './clinician-report-sources.js';
import { installReadCache, type ReadCache } from './http/read-cache.js';
import { answerStability } from './reads/answer-stability/answer-stability.js';

export const BODY_LIMIT_BYTES = 1024 * 1024;
const MAINTENANCE_INTERVAL_MS = 60 * 60 * 1000;

export interface AppOptions {
  config: Config;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  hasher?: PasswordHasher;
  mailer?: Mailer;
  /**
   * Which rows of the mail outbox this app sends ('default'). The test suite runs many apps on one database, each
   * with its own .eml folder, and gives each its own queue so none sends another's mail into the wrong folder.
   */
  mailQueue?: string;
  /**
   * Whether the reminder scheduler runs on its own timer (true, the default). The test suite shares one database
   * between many apps with their own clocks, so its apps leave it off and drive `reminderScheduler.tick()` instead.
   */
  startReminders?: boolean;
  /** Sees every route as it is registered; the BOLA matrix test builds its route table with it. */
  onRoute?: (route: RouteOptions) => void;
  /** What a notification's Take / Snooze / Skip buttons do (the reminders service); tests pass a fake. */
  occurrenceActions?: OccurrenceActions;
  /** Sees every SQL statement the app runs, once it completes; the ratio benchmark's PostgreSQL twin replays them. */
  onQuery?: (query: CompiledQuery) => void;
  /** Whether signed-in reads keep their answers (http/read-cache.ts; true, the default); the bench measures both. */
  readCache?: boolean;
}

export interface App {
  server: FastifyInstance;
  db: Db;
  databaseKind: DatabaseKind;
  requireUser: RequireUser;
  mailOutbox: MailOutbox;
  reminderScheduler: ReminderScheduler;
  readCache: ReadCache;
}

/** Log settings for a real server: JSON lines to a destination that never blocks (standard output by default). */
export function loggerOptions(level = 'info', destination: LogDestination = createLogDestination()): FastifyServerOptions['logger'] {
  return {
    level,
    stream: destination,
    serializers: logSerializers,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', '*.password', '*.token'], censor: '[redacted]' },
  };
}

/**
 * Settings › Account & Data, and imports from other trackers: the file converted in a worker (with the interaction knowledge's recognition of
 * substance names), the user's substances and tags read first, the records written by Account & Data's restore.
 */
function accountDataServices(deps: {
  db: Db;
  kind: DatabaseKind;
  clock: Clock;
  analytics: ReturnType<typeof createAnalyticsService>;
  aids: ReturnType<typeof createFocusAidService>;
}) {
  const { db, kind, clock, analytics, aids } = deps;
  const accountData = createAccountDataService({
    db,
    kind,
    clock,
    streaks: (owner) => analytics.streaks(owner),
    knownAids: aids.knownAids,
    sections: backupSections,
  });
  const substances = createSubstanceService({ db, kind, clock });
  const moodTags = createMoodTagService({ db, kind, clock });
  const imports = createImportService({
    clock,
    convert: convertInWorker,
    userContext: async (owner) => {
      const [names, tags] = await Promise.all([substances.names(owner), moodTags.list(owner)]);
      return { substances: names, customTags: tags.custom.map((tag) => tag.name) };
    },
    importRecords: (owner, data, options) => accountData.importRecords(owner, data, options),
  });
  return { accountData, imports };
}

/** Runs `task` every `ms` without keeping the process alive for it. */
function every(ms: number, task: () => unknown): NodeJS.Timeout {
  const timer = setInterval(task, ms);
  timer.unref();
  return timer;
}

/** The Fastify instance's own settings: logger, body limit, router, proxy trust, and no per-request lines of its own. */
function fastifyOptions(options: AppOptions): FastifyServerOptions {
  return {
    logger: options.logger ?? loggerOptions(),
    bodyLimit: BODY_LIMIT_BYTES,
    // Above the router's default of 100, so each route's params schema judges an id and names it in `details`;
    // the request line is bounded by Node's header limit anyway. Past it, answerFrameworkError answers.
    routerOptions: { maxParamLength: 16 * 1024 },
    frameworkErrors: answerFrameworkError,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    forceCloseConnections: 'idle',
    // Fastify's own per-request lines are off: installRequestLog writes one line per request instead.
    logController: new LogController({ disableRequestLogging: true }),
  };
}

export async function buildApp(options: AppOptions): Promise<App> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const server = Fastify(fastifyOptions(options));
  // Before any plugin, so that every route (hidden from the OpenAPI document or not) passes through it.
  if (options.onRoute) server.addHook('onRoute', options.onRoute);
  installAuthBodyLimit(server);
  installJsonBodyParser(server);
  // With logging off (tests and benches) there is no line to write: no hook formatting one for nobody per request.
  if (options.logger !== false) installRequestLog(server);
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(compiledSerializerCompiler);

  const { db, kind } = openDatabase(config.database, { onQuery: options.onQuery });
  server.addHook('onClose', async () => {
    await db.destroy();
  });
  const applied = await migrateToLatest(db);
  if (applied.length > 0) server.log.info({ migrations: applied }, 'database migrated');
  if (!config.rateLimitAuth) server.log.warn('RATE_LIMIT_AUTH=off: sign-in and mail rate limits are disabled (load tests only)');
  if (config.jwtSecret !== null && config.jwtSecret.length < JWT_SECRET_ADVISED_LENGTH) {
    server.log.warn(`JWT_SECRET is shorter than ${JWT_SECRET_ADVISED_LENGTH} characters: whoever guesses it can sign in as anyone; set a long random value`);
  }

  const mailer =
    options.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.mailOutboxDir, from: `Wellness Tracker <no-reply@${config.appUrl.hostname}>` }, server.log);
  const mailOutbox = createMailOutbox({ db, clock, mailer, queue: options.mailQueue ?? 'default', log: server.log });
  const limiter = createRateLimiter(db, clock, config.rateLimitAuth);
  const jwtSecret = await resolveJwtSecret(db, config.jwtSecret);
  const account = createAccountService({
    db,
    clock,
    hasher: options.hasher ?? createPasswordHasher(),
    accessTokens: await createAccessTokens(jwtSecret, clock),
    mail: mailOutbox,
    limiter,
    appUrl: config.appUrl,
    inviteCodes: config.inviteCodes,
    log: server.log,
    refreshSuccessorKey: jwtSecret,
  });

  mailOutbox.start(account.composeMailIntent);
  const doses = createDoseService({ db, kind, clock });
  const reminders = createReminderService({ db, clock, logDose: (owner, input) => doses.log(owner, input) });
  const pushKeys = await resolvePushKeys(
    { insertIfMissing: (key, value) => insertSecretIfMissing(db, key, value) },
    `mailto:no-reply@${config.appUrl.hostname}`,
  );
  const pushActionTokens = createActionTokens(pushKeys.actionKey, clock);
  const allowLocalPush = config.pushAllowLocalEndpoints;
  if (allowLocalPush) server.log.warn('PUSH_ALLOW_LOCAL_ENDPOINTS=true: push endpoints may be on private addresses (tests only)');
  const pushSender = createPushSender({ db, clock, log: server.log, keys: pushKeys, actionTokens: pushActionTokens, allowLocal: allowLocalPush });
  const push = createPushService({
    db,
    kind,
    clock,
    publicKey: pushKeys.vapid.publicKey,
    sender: pushSender,
    actionTokens: pushActionTokens,
    allowLocal: allowLocalPush,
    actions: options.occurrenceActions ?? reminders,
  });
  const reminderScheduler = createReminderScheduler({ db, clock, mail: mailOutbox, push: pushSender, appUrl: config.appUrl, log: server.log });
  if (options.startReminders ?? true) reminderScheduler.start();

  const maintenance = every(MAINTENANCE_INTERVAL_MS, () =>
    Promise.all([limiter.purgeStale(), account.purgeExpired(), mailOutbox.purgeFailed()]).catch((error: unknown) =>
      server.log.error({ err: error }, 'periodic clean-up failed'),
    ),
  );
  // Registered after the database's hook, so it runs first: the dispatcher stops before the database closes.
  server.addHook('onClose', async () => {
    clearInterval(maintenance);
    await reminderScheduler.stop();
    await mailOutbox.stop();
    mailer.close();
  });

  const https = config.appUrl.protocol === 'https:';
  const readCache = installReadCache(server, { clock, enabled: options.readCache ?? true });
  const stability = answerStability(db);
  await installCompression(server);
  const webDistDir = config.webDistDir ?? DEFAULT_WEB_DIST;
  installSecurityHeaders(server, { https, pageScriptHashes: servedInlineScriptHashes(join(webDistDir, 'index.html')) });
  installConnectionDraining(server);
  installErrorHandler(server);
  installNulGuard(server);
  await installOpenApi(server);
  const authenticate = installAuthentication(server, account.sessions);
  // A signed-in read whose answer is kept is answered as soon as the user is known (http/read-cache.ts).
  const requireUser: RequireUser = async function requireUser(request, reply) {
    await authenticate.call(this, request, reply);
    if (readCache.answer(request, reply)) return reply;
  };

  await server.register(
    async (api) => {
      await api.register(healthRoutes, { db });
      await api.register(appInfoRoutes, { supportEmail: config.supportEmail });
      await api.register(authRoutes, { account, requireUser, clock, appOrigin: config.appUrl.origin, secureCookies: https });
      await api.register(signInActivityRoutes, { activity: account.signInActivity, requireUser });
      await api.register(substanceRoutes, { substances: createSubstanceService({ db, kind, clock }), requireUser, stability });
      await api.register(supplementNameRoutes, { names: createSupplementNameService({ db, kind, clock, catalog: shippedNames }), requireUser });
      const interactions = createInteractionService({ db, clock });
      await api.register(interactionRoutes, { interactions, requireUser });
      const sessions = createFocusSessionService({ db, kind, clock });
      const aids = createFocusAidService({ db, kind, clock });
      await api.register(focusSessionRoutes, { sessions, requireUser, stability });
      await api.register(doseRoutes, { doses, requireUser, stability });
      await api.register(scheduleRoutes, { schedules: createScheduleService({ db, clock }), requireUser });
      await api.register(reminderRoutes, { reminders, requireUser });
      const experiments = createExperimentService({ db, clock, kind });
      await api.register(experimentRoutes, { experiments, requireUser });
      await api.register(focusAidRoutes, { aids, requireUser, stability });
      const preferences = createPreferencesService({ db, clock, log: server.log });
      await api.register(preferencesRoutes, { preferences, requireUser });
      await api.register(moodTagRoutes, { moodTags: createMoodTagService({ db, kind, clock }), requireUser });
      const entries = createEntryService({ db, clock, knownAids: aids.knownAids, hiddenMetrics: preferences.hiddenMetrics, knownMoodTags: knownMoodTags(db) });
      await api.register(entryRoutes, { entries, requireUser, stability });
      await api.register(factorRoutes, { factors: createFactorService({ db, kind, clock }), requireUser });
      await api.register(dailyRoutes, { daily: createDailyService({ db, clock }), requireUser, stability });
      const conditions = createConditionService({ db, kind, clock });
      await api.register(conditionRoutes, { conditions, requireUser });
      await api.register(goalRoutes, { goals: createGoalService({ db, kind, clock, conditions }), requireUser });
      const catalogConditionNames = new Map(CONDITION_CATALOG.map((condition) => [condition.id, condition.name]));
      await api.register(researchRoutes, {
        research: createResearchService({
          db,
          clock,
          concepts: substanceConcepts,
          conditions: { findVisible: conditions.findVisible, catalogName: (id) => catalogConditionNames.get(id) },
        }),
        requireUser,
      });
      const analytics = createAnalyticsService({
        db,
        clock,
        aidCatalog: aids.knownAids,
        findCondition: async (owner, id) => {
          const found = await conditions.findVisible(owner, id);
          return found && { id: found.id, name: found.name, metrics: found.defaultMetrics };
        },
      });
      await api.register(analyticsRoutes, { analytics, requireUser });
      await api.register(clinicianReportRoutes, { reports: createClinicianReports(db, clock, { interactions, analytics, experiments }), requireUser });
      await api.register(profileRoutes, { profile: account.profile, requireUser });
      const { accountData, imports } = accountDataServices({ db, kind, clock, analytics, aids });
      await api.register(accountDataRoutes, { accountData, requireUser });
      await api.register(importRoutes, { imports: imports, requireUser });
      await api.register(pushRoutes, { push, requireUser });
      await api.register(calendarRoutes, { calendar: createCalendarFeed({ db, clock, appUrl: config.appUrl }), requireUser });
      await api.register(fhirExportRoutes, { fhirExport: createFhirExportService({ db, clock, rxNormCode: rxNormCodeOf }), requireUser });
    },
    { prefix: '/api' },
  );
  await installStaticWeb(server, webDistDir);
  return { server, db, databaseKind: kind, requireUser, mailOutbox, reminderScheduler, readCache };
}
