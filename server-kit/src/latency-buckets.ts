/**
 * The histogram buckets (seconds) of every request or operation duration the services
 * measure: the API's HTTP requests and the gateway's GraphQL operations use the same ones,
 * so their latencies can be read side by side.
 */
export const LATENCY_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
