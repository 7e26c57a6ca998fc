// The end-to-end run starts two production servers, each on its own port with its own fresh data
// folder (scripts/e2e.ts picks them): one for the visitor specs, one for the admin specs. Admin
// specs publish, feature and delete articles, which would change what visitor specs see on a
// shared database; apart, the two groups run side by side and neither waits for the other.
export type E2eServer = 'visitor' | 'admin';

const variables: Record<E2eServer, { port: string; dataDir: string }> = {
  visitor: { port: 'E2E_PORT', dataDir: 'E2E_DATA_DIR' },
  admin: { port: 'E2E_ADMIN_PORT', dataDir: 'E2E_ADMIN_DATA_DIR' },
};

const defaultPorts: Record<E2eServer, number> = { visitor: 3210, admin: 3211 };

export function serverPort(server: E2eServer): number {
  return Number(process.env[variables[server].port] ?? defaultPorts[server]);
}

/** The data folder scripts/e2e.ts chose for the server, if it ran. */
export function configuredDataDir(server: E2eServer): string | undefined {
  return process.env[variables[server].dataDir];
}

/** The server's data folder; its embedded database answers on a socket there (decision 002). */
export function serverDataDir(server: E2eServer): string {
  const dir = configuredDataDir(server);
  if (!dir) throw new Error(`${variables[server].dataDir} is not set: run the specs with \`npm run test:e2e\``);
  return dir;
}

/** The mail catcher's SMTP port and the port it lists received mail on (scripts/e2e.ts picks them). */
export function mailPorts(): { smtp: number; http: number } {
  return { smtp: Number(process.env.E2E_SMTP_PORT ?? 3212), http: Number(process.env.E2E_MAIL_PORT ?? 3213) };
}
