/** SPEC sections 5 and 8: the message when the bot check cannot pass. */
export const BOT_CHECK_FAILED = 'Could not verify you are human.';

/** The bot check's script did not load, or its challenge failed, expired or timed out. */
export class BotCheckError extends Error {
  constructor() {
    super(BOT_CHECK_FAILED);
  }
}
