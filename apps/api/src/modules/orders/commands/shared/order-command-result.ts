/** What a command on one order answers: the order and the spec's success message. */
export interface OrderCommandResult {
  id: string;
  message: string;
}
