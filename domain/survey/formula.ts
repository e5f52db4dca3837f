/**
 * The CALCULATED questions' formulas: numbers, question identifiers, + - * /, unary minus and parentheses.
 * A small recursive-descent parser — no eval, no Function, nothing of the host reachable. A formula is parsed
 * once (when the definition is checked) and evaluated against the answers; a missing or non-numeric operand,
 * a division by zero or a non-finite result gives null ("cannot be calculated yet").
 */
export type Formula =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; id: string }
  | { kind: 'neg'; arg: Formula }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Formula; right: Formula };

export const FORMULA_MAX_LENGTH = 500;
const MAX_DEPTH = 32;

type Token = { t: 'num'; v: number } | { t: 'id'; v: string } | { t: 'op'; v: string };

function tokenize(src: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i]!;
    if (c === ' ' || c === '\t') {
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+(?:\.\d+)?|\.\d+)/.exec(src.slice(i));
      if (!m) return null;
      out.push({ t: 'num', v: Number(m[0]) });
      i += m[0].length;
    } else if (/[A-Za-z_]/.test(c)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(src.slice(i))!;
      out.push({ t: 'id', v: m[0] });
      i += m[0].length;
    } else if ('+-*/()'.includes(c)) {
      out.push({ t: 'op', v: c });
      i++;
    } else {
      return null;
    }
  }
  return out;
}

/** The formula's tree, or null when it is not a well-formed formula. */
export function parseFormula(src: string): Formula | null {
  if (src.length > FORMULA_MAX_LENGTH) return null;
  const found = tokenize(src);
  if (!found || found.length === 0) return null;
  const tokens: Token[] = found;
  let pos = 0;
  const peek = () => tokens[pos];
  const isOp = (v: string) => {
    const t = peek();
    return t?.t === 'op' && t.v === v;
  };
  function expr(depth: number): Formula | null {
    let left = term(depth);
    while (left && (isOp('+') || isOp('-'))) {
      const op = (tokens[pos++] as { v: '+' | '-' }).v;
      const right = term(depth);
      if (!right) return null;
      left = { kind: 'bin', op, left, right };
    }
    return left;
  }
  function term(depth: number): Formula | null {
    let left = unary(depth);
    while (left && (isOp('*') || isOp('/'))) {
      const op = (tokens[pos++] as { v: '*' | '/' }).v;
      const right = unary(depth);
      if (!right) return null;
      left = { kind: 'bin', op, left, right };
    }
    return left;
  }
  function unary(depth: number): Formula | null {
    if (depth > MAX_DEPTH) return null;
    if (isOp('-')) {
      pos++;
      const arg = unary(depth + 1);
      return arg && { kind: 'neg', arg };
    }
    return primary(depth);
  }
  function primary(depth: number): Formula | null {
    const t = peek();
    if (!t) return null;
    pos++;
    if (t.t === 'num') return { kind: 'num', value: t.v };
    if (t.t === 'id') return { kind: 'ref', id: t.v };
    if (t.v === '(') {
      const inner = expr(depth + 1);
      if (!inner || !isOp(')')) return null;
      pos++;
      return inner;
    }
    return null;
  }
  const tree = expr(0);
  return tree && pos === tokens.length ? tree : null;
}

/** The identifiers a formula reads. */
export function formulaRefs(f: Formula): string[] {
  switch (f.kind) {
    case 'num':
      return [];
    case 'ref':
      return [f.id];
    case 'neg':
      return formulaRefs(f.arg);
    case 'bin':
      return [...formulaRefs(f.left), ...formulaRefs(f.right)];
  }
}

export function evaluateFormula(f: Formula, value: (id: string) => number | null): number | null {
  const r = evaluate(f, value);
  return r === null || !Number.isFinite(r) ? null : r;
}

function evaluate(f: Formula, value: (id: string) => number | null): number | null {
  switch (f.kind) {
    case 'num':
      return f.value;
    case 'ref':
      return value(f.id);
    case 'neg': {
      const a = evaluate(f.arg, value);
      return a === null ? null : -a;
    }
    case 'bin': {
      const a = evaluate(f.left, value);
      const b = evaluate(f.right, value);
      if (a === null || b === null) return null;
      if (f.op === '+') return a + b;
      if (f.op === '-') return a - b;
      if (f.op === '*') return a * b;
      return b === 0 ? null : a / b;
    }
  }
}
