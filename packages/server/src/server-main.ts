/** Starts the server from the environment and shuts it down gracefully on SIGTERM or SIGINT. */
import { buildApp, loggerOptions } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { createLogDestination, MAX_PENDING_LOG_BYTES } from './lib/log-destination.js';
import { formatLogLineForTerminal } from './lib/terminal-log-format.js';
import { installGracefulShutdown } from './shutdown.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const asText = config.logFormat === 'text' || (config.logFormat === 'auto' && process.stdout.isTTY === true);
  const destination = createLogDestination(process.stdout, MAX_PENDING_LOG_BYTES, asText ? formatLogLineForTerminal : undefined);
  const { server } = await buildApp({ config, logger: loggerOptions(process.env['LOG_LEVEL'] ?? 'info', destination) });
  installGracefulShutdown(server, ['SIGTERM', 'SIGINT']);
  await server.listen({ port: config.port, host: config.host });
  server.log.info(`Wellness Tracker is running at ${config.appUrl.origin} (database: ${config.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('The server could not start:', error);
  }
  process.exit(1);
});
