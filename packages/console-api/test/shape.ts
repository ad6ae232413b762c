/**
 * The shape of a JSON body: objects keep their keys, arrays the merged shape of their items, and
 * values become their JSON type. Two answers agree in shape when a client could not tell them apart
 * by the keys it reads or the types it finds there; `null` stands for any type (a nullable field).
 */
export type Shape =
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | { array: Shape | 'empty' }
  | { object: Record<string, Shape> };

export function bodyShape(value: unknown): Shape {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) {
    return { array: value.map(bodyShape).reduce<Shape | 'empty'>(mergeShapes, 'empty') };
  }
  if (typeof value === 'object') {
    return {
      object: Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([key, item]) => [
          key,
          bodyShape(item),
        ]),
      ),
    };
  }
  return typeof value as 'string' | 'number' | 'boolean';
}

/** Items of one array: the union of their keys, a nullable field taking its non-null type. */
function mergeShapes(left: Shape | 'empty', right: Shape): Shape {
  if (left === 'empty' || left === 'null') return right;
  if (right === 'null') return left;
  if (typeof left === 'object' && typeof right === 'object') {
    if ('object' in left && 'object' in right) {
      const merged: Record<string, Shape> = { ...left.object };
      for (const [key, shape] of Object.entries(right.object)) {
        merged[key] = key in merged ? mergeShapes(merged[key], shape) : shape;
      }
      return { object: merged };
    }
    if ('array' in left && 'array' in right) {
      if (left.array === 'empty') return right;
      if (right.array === 'empty') return left;
      return { array: mergeShapes(left.array, right.array) };
    }
  }
  return left;
}

function describeShape(shape: Shape): string {
  if (typeof shape === 'string') return shape;
  return 'array' in shape ? 'array' : 'object';
}

/** Where `actual` differs from `expected`, one line per difference, sorted. */
export function shapeDifferences(
  actual: Shape | undefined,
  expected: Shape | undefined,
  path = '',
): string[] {
  if (actual === undefined || expected === undefined) {
    return actual === expected ? [] : [`${path || 'body'}: ${describeShape(actual ?? 'null')}`];
  }
  if (actual === 'null' || expected === 'null') return [];
  if (typeof actual === 'string' || typeof expected === 'string') {
    return describeShape(actual) === describeShape(expected)
      ? []
      : [`${path || 'body'}: ${describeShape(expected)} expected, ${describeShape(actual)} found`];
  }
  if ('array' in actual && 'array' in expected) {
    if (actual.array === 'empty' || expected.array === 'empty') return [];
    return shapeDifferences(actual.array, expected.array, `${path}[]`);
  }
  if ('object' in actual && 'object' in expected) {
    const differences: string[] = [];
    const prefix = path ? `${path}.` : '';
    for (const key of Object.keys(expected.object)) {
      if (!(key in actual.object)) differences.push(`${prefix}${key}: missing`);
      else
        differences.push(
          ...shapeDifferences(actual.object[key], expected.object[key], `${prefix}${key}`),
        );
    }
    for (const key of Object.keys(actual.object)) {
      if (!(key in expected.object)) differences.push(`${prefix}${key}: not sent by the server`);
    }
    return differences.sort();
  }
  return [`${path || 'body'}: ${describeShape(expected)} expected, ${describeShape(actual)} found`];
}
