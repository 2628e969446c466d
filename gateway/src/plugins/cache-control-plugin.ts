import type { CachePolicy } from '../cache/cache-policy';
import type { AnswerStep } from './request-steps';

/**
 * Says in the answer's `Cache-Control` header whether anyone may reuse it
 * (docs/graphql.md#caching): `public, max-age=N` for an error-free query of a caller
 * without a session whose fields all carry a `@cacheControl` maxAge, `no-store` for every
 * other answer. The gateway's own answer cache (cache/public-answer-cache.ts) keeps exactly
 * the answers this header calls public. Stands in for Apollo's cache-control plugin, whose
 * per-field hook costs CPU on every item of a listing.
 */
export function cacheControlHeader(policy: CachePolicy): AnswerStep {
  return ({ request, document, operation, response }) => {
    if (response.body.kind !== 'single') return;
    const anonymous = !request.http?.headers.get('authorization');
    const clean = !response.body.singleResult.errors?.length;
    const maxAge = anonymous && clean && document && operation ? policy.maxAge(document, operation) : 0;
    response.http.headers.set('cache-control', maxAge > 0 ? `public, max-age=${maxAge}` : 'no-store');
  };
}
