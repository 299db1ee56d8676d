/** A TCP port that is free on 127.0.0.1 right now (for servers that tests and benchmarks start). */
export { freePort } from '../../worker/platform/free-port';
