/** Unit kinds of the stats endpoints (DECISIONS.md): outdoor, indoor or single. */
export const UNIT_KINDS = ['outdoor', 'indoor', 'single'] as const;
export type UnitKind = (typeof UNIT_KINDS)[number];

/**
 * The unit placeholder inside configuration formulas, e.g. '40000 + {unit} * 100'.
 * Displayed as 'j' for outdoor units and 'i' otherwise; substituted by the unit number on evaluation.
 */
export const REGISTER_FORMULA_PLACEHOLDER = '{unit}';

export function unitSymbol(unitKind: UnitKind): 'i' | 'j' {
  return unitKind === 'outdoor' ? 'j' : 'i';
}

/** The formula as the latest-data dialog shows it: placeholder → 'j' (outdoor) or 'i' (otherwise). */
export function registerFormulaText(
  formula: string | null | undefined,
  unitKind: UnitKind,
): string {
  if (!formula) return '';
  return formula.split(REGISTER_FORMULA_PLACEHOLDER).join(unitSymbol(unitKind));
}

/**
 * Evaluates a register formula for one unit number: the placeholder is replaced by the number and the
 * arithmetic (+ - * / and parentheses over integers) is computed without eval. Undefined when the
 * formula is not such an expression.
 */
export function evaluateRegisterFormula(formula: string, unitNumber: number): number | undefined {
  const expression = formula.split(REGISTER_FORMULA_PLACEHOLDER).join(`(${unitNumber})`);
  const tokens = expression.match(/\d+(?:\.\d+)?|[-+*/()]|\S/g) ?? [];
  let position = 0;
  const peek = (): string | undefined => tokens[position];
  const next = (): string | undefined => tokens[position++];

  function parseExpression(): number {
    let value = parseTerm();
    while (peek() === '+' || peek() === '-') {
      const operator = next();
      const right = parseTerm();
      value = operator === '+' ? value + right : value - right;
    }
    return value;
  }
  function parseTerm(): number {
    let value = parseFactor();
    while (peek() === '*' || peek() === '/') {
      const operator = next();
      const right = parseFactor();
      value = operator === '*' ? value * right : value / right;
    }
    return value;
  }
  function parseFactor(): number {
    const token = next();
    if (token === '-') return -parseFactor();
    if (token === '+') return parseFactor();
    if (token === '(') {
      const value = parseExpression();
      if (next() !== ')') return Number.NaN;
      return value;
    }
    if (token !== undefined && /^\d/.test(token)) return Number(token);
    return Number.NaN;
  }

  if (tokens.length === 0) return undefined;
  const result = parseExpression();
  if (position !== tokens.length || !Number.isFinite(result)) return undefined;
  return result;
}
