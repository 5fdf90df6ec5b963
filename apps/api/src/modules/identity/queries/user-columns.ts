/** The columns of a user as the API shows it (never the password hash). */
export const USER_COLUMNS = `id, name, email, is_admin, permissions, confirmed_at, created_at, created_by_name`;

/**
 * The users of a company's own screens (settings.md §1: merchant staff): the provider's super admins
 * belong to the company's records but are not its users, and the company may not edit or remove them.
 */
export const MERCHANT_USER = 'NOT is_super_admin';
