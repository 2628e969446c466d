import { findBreakingChanges, type BreakingChange, type GraphQLSchema } from 'graphql';

// The schema-break check (docs/graphql.md "Changing the schema"): a breaking change against
// the last released schema lands only when the changelog's "Unreleased" section names it,
// so every client developer reading the changelog learns of it before it reaches them.

/** The schema coordinate a breaking change is about, as the changelog names it (`Type.field`, `Type.field(arg)`, `Enum.VALUE`, `Type`). */
export function coordinateOf(change: BreakingChange): string {
  const text = change.description;
  const requiredArg = /^A required arg (\w+) on (\w+\.\w+) was added/.exec(text);
  if (requiredArg) return `${requiredArg[2]}(${requiredArg[1]})`;
  const requiredField = /^A required field (\w+) on input type "?(\w+)"? was added/.exec(text);
  if (requiredField) return `${requiredField[2]}.${requiredField[1]}`;
  const enumValue = /^(\w+) was removed from enum type (\w+)/.exec(text);
  if (enumValue) return `${enumValue[2]}.${enumValue[1]}`;
  const unionMember = /^(\w+) was removed from union type (\w+)/.exec(text);
  if (unionMember) return unionMember[2]!;
  const argument = /^(\w+\.\w+) arg (\w+) /.exec(text);
  if (argument) return `${argument[1]}(${argument[2]})`;
  const standardScalar = /^Standard scalar (\w+) was removed/.exec(text);
  if (standardScalar) return standardScalar[1]!;
  const field = /^(\w+\.\w+) /.exec(text);
  if (field) return field[1]!;
  return /^(\w+)/.exec(text)?.[1] ?? text;
}

/** The text of the changelog's `## Unreleased` section (empty when it has none). */
export function unreleasedSection(changelog: string): string {
  const match = /^## Unreleased\s*$([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(changelog);
  return match?.[1] ?? '';
}

/** Breaking changes from `released` to `current` that the changelog's Unreleased section does not name in backticks. */
export function unnamedBreakingChanges(released: GraphQLSchema, current: GraphQLSchema, changelog: string): string[] {
  const named = unreleasedSection(changelog);
  return findBreakingChanges(released, current)
    .filter((change) => !named.includes(`\`${coordinateOf(change)}\``))
    .map((change) => `${coordinateOf(change)}: ${change.description}`);
}
