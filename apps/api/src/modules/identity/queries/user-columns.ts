/** The columns of a user as the API shows it (never the password hash). */
export const USER_COLUMNS = `id, name, email, is_admin, permissions, confirmed_at, created_at, created_by_name`;
