/** The veteran's sign-in page and their own page on the portal. */
export const VETERAN_LOGIN_PATH = '/qzdl';
export const VETERAN_HOME_PATH = '/grzx';
