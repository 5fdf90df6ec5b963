/** Settings.md §4: an integration's state, said beside its switch. */
export const integrationStateLabel = (enabled: boolean) => (enabled ? 'Integração ativada.' : 'Integração inativa.');
