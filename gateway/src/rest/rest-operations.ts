import type {
  OperationRequestBodyContent,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from 'openapi-typescript-helpers';
import type { paths } from './__generated__/rest-api';

// What one REST call takes and answers, read from the API's OpenAPI document (the
// generated `paths`): the path template picks the operation, and the operation its path,
// query and header parameters, its JSON body and its 200 answer. A renamed or retyped
// field, parameter or path is a compile error at the call instead of the API's 400 at
// run time (docs/decisions.md#the-gateways-rest-client-typed-by-the-document).

/** The methods the gateway calls the API with. */
export type RestMethod = 'get' | 'post' | 'put' | 'delete';

/** Every path template of the document that answers `Method`, e.g. `/api/cart/{cart_item_id}`. */
export type RestPath<Method extends RestMethod> = PathsWithMethod<paths, Method>;

type Operation<Path, Method extends RestMethod> = Path extends keyof paths
  ? paths[Path] extends Record<Method, infer Op>
    ? Op
    : never
  : never;

/** The operation's parameters in one place (`path`, `query`, `header`); never when it has none. */
type ParametersIn<Op, Where extends 'path' | 'query' | 'header'> = Op extends { parameters: Record<Where, infer Found> }
  ? NonNullable<Found>
  : Op extends { parameters: Partial<Record<Where, infer Found>> }
    ? NonNullable<Found>
    : never;

/**
 * A URL is text: where the document has a number, a path or query parameter also takes a
 * GraphQL ID's string as it came, and the API's 400 names one that is not a number.
 */
type Text<Params> = { [Name in keyof Params]: AsText<Params[Name]> };
type AsText<Value> = Value extends number ? Value | string : Value;

/** `{ [Name]: Value }`: required when Value has a required key, forbidden when the operation has none. */
type Option<Name extends string, Value> = [Value] extends [never]
  ? { [Key in Name]?: never }
  : [RequiredKeysOf<Value>] extends [never]
    ? { [Key in Name]?: Value }
    : { [Key in Name]: Value };

/** The JSON body: required, optional, or forbidden as the document says. */
type BodyOption<Op> =
  undefined extends OperationRequestBodyContent<Op>
    ? { body?: Exclude<OperationRequestBodyContent<Op>, undefined> }
    : { body: OperationRequestBodyContent<Op> };

/** What a call of the operation takes beside the path: its parameters and body. */
type InitOf<Op> = Option<'path', Text<ParametersIn<Op, 'path'>>> &
  Option<'query', Text<ParametersIn<Op, 'query'>>> &
  Option<'header', ParametersIn<Op, 'header'>> &
  BodyOption<Op>;
type RestInit<Path, Method extends RestMethod> = InitOf<Operation<Path, Method>>;

/** The init argument: left out when nothing in it is required (`rest.get('/api/category')`). */
export type RestInitArgs<Path, Method extends RestMethod> = [RequiredKeysOf<RestInit<Path, Method>>] extends [never]
  ? [init?: RestInit<Path, Method>]
  : [init: RestInit<Path, Method>];

/**
 * The 200 answer of `Method Path`: the `{ status, message, data }` envelope the document
 * gives it (the intersection only meets the helper's constraint; it adds nothing).
 */
export type RestAnswer<Path, Method extends RestMethod> = SuccessResponseJSON<
  Operation<Path, Method> & Record<string | number, unknown>
>;

/** The JSON body of `Method Path`, for a resolver that builds one apart from its call. */
export type RestBody<Path, Method extends RestMethod> = Exclude<
  OperationRequestBodyContent<Operation<Path, Method>>,
  undefined
>;
