/**
 * The ports the browser tests listen on. E2E_PORT_OFFSET moves them all, so two checkouts can
 * run their suites side by side on one machine.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const SITE_PORT = 4173 + offset;
export const BASE_PATH_PORT = 4175 + offset;
export const FIXTURE_PORT = 4176 + offset;
export const DEV_PORT = 4177 + offset;
export const DEV_NEW_SITE_PORT = 4178 + offset;
export const DRAWER_PORT = 4180 + offset;
