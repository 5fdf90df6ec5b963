import { runCommand, type RunCommandData } from '@despacho/api-client';

/** One POST /command body: the generated union, one member per action the API registers. */
export type Command = RunCommandData['body'];
export type ActionName = Command['action'];
/** The commands of the given actions, e.g. `CommandOf<'NewOrder' | 'UpdateOrder'>`. */
export type CommandOf<A extends ActionName> = Extract<Command, { action: A }>;
export type PayloadOf<A extends ActionName> = CommandOf<A>['payload'];

/** Runs one action; a payload the API would refuse does not compile. */
export async function command(body: Command) {
  return (await runCommand({ body, throwOnError: true })).data;
}
