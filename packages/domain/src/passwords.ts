/**
 * Password limits as the spec states them, and nothing more (no minimum length): a user's password
 * at most 50 characters (settings.md §5), the new-password form's at most 20 (public-account.md §5).
 */
export const PASSWORD_MAX = { user: 50, newPassword: 20 } as const;

export const PASSWORD_REQUIRED = 'Senha obrigatória';

export const tooLongMessage = (max: number) => `Deve ter no máximo ${max} caracteres`;

/** The form's message for a password field, or null: the API's decorators say the same. */
export function passwordProblem(value: string, max: number): string | null {
  if (!value) return PASSWORD_REQUIRED;
  return value.length > max ? tooLongMessage(max) : null;
}
