// @database-agnostic: the LIKE pattern is built by a pure function, no database (runs once, on SQLite; docs/decisions.md "Test suite time").
import { containsPattern } from './like-pattern';

describe('containsPattern', () => {
  test('wraps the text in % and escapes LIKE wildcards and the escape character', () => {
    expect(containsPattern('blender')).toBe('%blender%');
    expect(containsPattern('100%_off\\')).toBe('%100\\%\\_off\\\\%');
  });
});
