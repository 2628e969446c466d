// Types answered in the schema's shape (rest/cart-answer.ts, rest/group-card-answer.ts,
// rest/group-answer.ts) have no resolver for most fields: graphql-jit reads them as
// properties. codegen does not require a mapped type to hold a field that has no resolver,
// so a field added to the schema and forgotten in its answer would answer null, or fail as
// non-null, at run time. These types make the compiler name such a field instead.

/** The fields of the schema's type `Schema` that neither `Answer` holds nor a resolver (`Resolved`) answers. */
type FieldsLeftOut<Schema, Answer, Resolved extends keyof Schema> = Exclude<
  keyof Schema,
  keyof Answer | Resolved | '__typename'
>;

/** `true` when `Answer` holds every field of `Schema` but the resolved ones; else the fields left out. */
export type AnswersEveryField<Schema, Answer, Resolved extends keyof Schema = never> = [
  FieldsLeftOut<Schema, Answer, Resolved>,
] extends [never]
  ? true
  : { fieldsLeftOut: FieldsLeftOut<Schema, Answer, Resolved> };

/** Compiles only when given `true`: `Checked<AnswersEveryField<…>>`. */
export type Checked<Holds extends true> = Holds;
