import { server } from './demoBackend';

type CapturedRequest = { method: string; path: string; url: string; headers: Headers; body: unknown; credentials: RequestCredentials };

/** Records every request the app sends while a test runs (MSW life-cycle events). */
export const captureRequests = () => {
  const captured: CapturedRequest[] = [];
  const pending: Promise<void>[] = [];
  const listener = ({ request }: { request: Request }) => {
    const clone = request.clone();
    pending.push(
      clone.text().then((text) => {
        let body: unknown = text || undefined;
        try {
          body = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: keep the text.
        }
        captured.push({
          method: request.method,
          path: new URL(request.url).pathname,
          url: request.url,
          headers: request.headers,
          body,
          credentials: request.credentials,
        });
      }),
    );
  };
  server.events.on('request:start', listener);
  /** Waits for bodies to be read, then returns what was sent. */
  const requests = async () => {
    await Promise.all(pending);
    return captured;
  };
  return {
    requests,
    /**
     * The first request to `method` `path` while recording. What a test checks is picked by where it went, not by
     * its place among what was recorded: a call put off by an earlier test's page (a lazy route's content calls, a
     * task or more later under load) can still reach the server while this one records.
     */
    sentTo: async (method: string, path: string) => (await requests()).find((request) => request.method === method && request.path === path),
    stop: () => server.events.removeListener('request:start', listener),
  };
};
