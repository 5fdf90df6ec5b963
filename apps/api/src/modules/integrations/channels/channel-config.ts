/** What a channel's settings are read from besides the environment (app-config passes them). */
export interface ChannelConfigContext {
  publicUrl: string;
  /** Where the local stubs answer (STUBS_URL, else this API's own /stubs). */
  stubsBase: string;
  /** The local stubs are on (CHANNEL_STUBS): the channel defaults to its stub's URLs and keys. */
  stubs: boolean;
}

/** A channel's part of the settings: how to read it, and the keys production cannot run without. */
export interface ChannelConfigReader<T> {
  /** Environment variables that must be set with NODE_ENV=production (app-config's PRODUCTION_SECRETS). */
  readonly secrets: readonly string[];
  read(env: NodeJS.ProcessEnv, context: ChannelConfigContext): T;
}
