import { IDLE_PUBLISH_STATE, type PublishState } from '../domain/publishing';
import type { Publisher } from '../deps';

/** A publisher that only remembers what was asked (API tests assert writes request a republish; bench). */
export function recordingPublisher(): Publisher & { requests: string[] } {
  const requests: string[] = [];
  return {
    requests,
    request(reason) {
      requests.push(reason);
    },
    async state(): Promise<PublishState> {
      return requests.length ? { ...IDLE_PUBLISH_STATE, phase: 'waiting', reason: requests[requests.length - 1] } : IDLE_PUBLISH_STATE;
    },
  };
}
