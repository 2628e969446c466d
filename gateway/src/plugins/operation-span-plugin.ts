import { trace } from '@opentelemetry/api';
import type { OperationCheck } from './request-steps';

/**
 * Names the request's span after its GraphQL operation (`query ShopCategories`), so a
 * trace says which shopper action it was rather than `POST /graphql`. The REST calls the
 * operation makes are its child spans. Without tracing there is no active span: nothing to do.
 */
export const nameOperationSpan: OperationCheck = ({ operationName, operation }) => {
  const span = trace.getActiveSpan();
  if (!span) return;
  const type = operation?.operation ?? 'operation';
  span.updateName(`${type} ${operationName ?? 'anonymous'}`);
  span.setAttributes({ 'graphql.operation.type': type, 'graphql.operation.name': operationName ?? '' });
};
