/**
 * How many frames one socket may send: a person chatting sends a few a minute, a page pings once a
 * minute; a burst of 40 then 4 a second is far above both and far below a flood. A socket over it is
 * closed (its page reconnects; nothing it had sent and was acknowledged is lost).
 */
export function frameBudget(capacity = 40, perSecond = 4) {
  let tokens = capacity;
  let at = Date.now();
  return {
    take(): boolean {
      const now = Date.now();
      tokens = Math.min(capacity, tokens + ((now - at) / 1000) * perSecond);
      at = now;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
