/**
 * Traccar's computed attribute expressions (a subset of Apache Commons JEXL), parsed and evaluated here
 * without `eval`: literals (numbers, hex, strings, `true`, `false`, `null`), names from the context,
 * `a.b` on objects, `math:fn(...)`, unary `-` `!` `not`, `* / % div mod`, `+ -` (`+` joins when either
 * side is text), `& | ^`, comparisons (`< <= > >= lt le gt ge`), `== != eq ne`, `&& and`, `|| or`,
 * `?:` (Elvis) and `a ? b : c`. As Traccar's engine is strict, an unknown name or a wrong operand is an
 * error (`ExpressionError`), and the attribute is then left as it is.
 */

export class ExpressionError extends Error {}

type Value = unknown;
type Node =
  | { kind: 'literal'; value: Value }
  | { kind: 'name'; name: string }
  | { kind: 'member'; object: Node; name: string }
  | { kind: 'call'; name: string; args: Node[] }
  | { kind: 'unary'; op: string; operand: Node }
  | { kind: 'binary'; op: string; left: Node; right: Node }
  | { kind: 'elvis'; value: Node; fallback: Node }
  | { kind: 'ternary'; test: Node; then: Node; otherwise: Node };

type Token = { type: 'number' | 'string' | 'name' | 'op' | 'end'; value: string; at: number };

const MAX_EXPRESSION_LENGTH = 4096;
const MAX_DEPTH = 64;
const WORD_OPERATORS: Record<string, string> = {
  and: '&&',
  or: '||',
  not: '!',
  eq: '==',
  ne: '!=',
  lt: '<',
  le: '<=',
  gt: '>',
  ge: '>=',
  div: '/',
  mod: '%',
};
const SYMBOLS = [
  '?:',
  '&&',
  '||',
  '==',
  '!=',
  '<=',
  '>=',
  '<',
  '>',
  '+',
  '-',
  '*',
  '/',
  '%',
  '!',
  '?',
  ':',
  '(',
  ')',
  ',',
  '.',
  '&',
  '|',
  '^',
];

/** `math:` functions Traccar's engine offers (Java's `Math`), those that make sense on a position. */
const MATH: Record<string, (...args: number[]) => number> = {
  abs: Math.abs,
  ceil: Math.ceil,
  floor: Math.floor,
  round: Math.round,
  sqrt: Math.sqrt,
  pow: Math.pow,
  min: Math.min,
  max: Math.max,
  sin: Math.sin,
  cos: Math.cos,
  tan: Math.tan,
  atan2: Math.atan2,
  log: Math.log,
  log10: Math.log10,
  exp: Math.exp,
  signum: Math.sign,
  toRadians: (degrees) => (degrees * Math.PI) / 180,
  toDegrees: (radians) => (radians * 180) / Math.PI,
};

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    // Hexadecimal, or decimal with Java's optional type suffix (`10L`, `2.5d`).
    const number = /^(?:(0[xX][0-9a-fA-F]+)|(\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|\.\d+)[lLdDfF]?)/.exec(
      source.slice(i),
    );
    if (number) {
      tokens.push({ type: 'number', value: number[1] ?? number[2] ?? '', at: i });
      i += number[0].length;
      continue;
    }
    if (c === '"' || c === "'") {
      let text = '';
      let j = i + 1;
      while (j < source.length && source[j] !== c) {
        if (source[j] === '\\' && j + 1 < source.length) j += 1;
        text += source[j];
        j += 1;
      }
      if (j >= source.length) throw new ExpressionError(`Unclosed text at ${i + 1}`);
      tokens.push({ type: 'string', value: text, at: i });
      i = j + 1;
      continue;
    }
    const name = /^[A-Za-z_$][\w$]*/.exec(source.slice(i));
    if (name) {
      const word = name[0];
      tokens.push(
        word in WORD_OPERATORS
          ? { type: 'op', value: WORD_OPERATORS[word] as string, at: i }
          : { type: 'name', value: word, at: i },
      );
      i += word.length;
      continue;
    }
    const symbol = SYMBOLS.find((s) => source.startsWith(s, i));
    if (!symbol) throw new ExpressionError(`Unexpected "${c}" at ${i + 1}`);
    tokens.push({ type: 'op', value: symbol, at: i });
    i += symbol.length;
  }
  tokens.push({ type: 'end', value: '', at: source.length });
  return tokens;
}

const BINARY_LEVELS: string[][] = [
  ['||'],
  ['&&'],
  ['|'],
  ['^'],
  ['&'],
  ['==', '!='],
  ['<', '<=', '>', '>='],
  ['+', '-'],
  ['*', '/', '%'],
];

class Parser {
  #tokens: Token[];
  #at = 0;
  #depth = 0;

  constructor(tokens: Token[]) {
    this.#tokens = tokens;
  }

  get #next(): Token {
    return this.#tokens[this.#at] as Token;
  }

  #take(value?: string): Token {
    const token = this.#next;
    if (value !== undefined && (token.type !== 'op' || token.value !== value))
      throw new ExpressionError(`Expected "${value}" at ${token.at + 1}`);
    this.#at += 1;
    return token;
  }

  #is(value: string): boolean {
    return this.#next.type === 'op' && this.#next.value === value;
  }

  parse(): Node {
    const node = this.#expression();
    if (this.#next.type !== 'end')
      throw new ExpressionError(`Unexpected "${this.#next.value}" at ${this.#next.at + 1}`);
    return node;
  }

  #expression(): Node {
    this.#depth += 1;
    if (this.#depth > MAX_DEPTH) throw new ExpressionError('The expression is nested too deeply');
    const test = this.#binary(0);
    let node: Node = test;
    if (this.#is('?:')) {
      this.#take();
      node = { kind: 'elvis', value: test, fallback: this.#expression() };
    } else if (this.#is('?')) {
      this.#take();
      const then = this.#expression();
      this.#take(':');
      node = { kind: 'ternary', test, then, otherwise: this.#expression() };
    }
    this.#depth -= 1;
    return node;
  }

  #binary(level: number): Node {
    const ops = BINARY_LEVELS[level];
    if (!ops) return this.#unary();
    let left = this.#binary(level + 1);
    while (this.#next.type === 'op' && ops.includes(this.#next.value)) {
      const op = this.#take().value;
      left = { kind: 'binary', op, left, right: this.#binary(level + 1) };
    }
    return left;
  }

  #unary(): Node {
    if (this.#is('-') || this.#is('!')) {
      const op = this.#take().value;
      this.#depth += 1;
      if (this.#depth > MAX_DEPTH) throw new ExpressionError('The expression is nested too deeply');
      const operand = this.#unary();
      this.#depth -= 1;
      return { kind: 'unary', op, operand };
    }
    return this.#postfix(this.#primary());
  }

  #postfix(node: Node): Node {
    let result = node;
    while (this.#is('.')) {
      this.#take();
      const name = this.#take();
      if (name.type !== 'name') throw new ExpressionError(`Expected a name at ${name.at + 1}`);
      if (this.#is('(')) throw new ExpressionError(`Method calls are not allowed (${name.value})`);
      result = { kind: 'member', object: result, name: name.value };
    }
    return result;
  }

  #primary(): Node {
    const token = this.#take();
    if (token.type === 'number') return { kind: 'literal', value: Number(token.value) };
    if (token.type === 'string') return { kind: 'literal', value: token.value };
    if (token.type === 'name') {
      if (token.value === 'true') return { kind: 'literal', value: true };
      if (token.value === 'false') return { kind: 'literal', value: false };
      if (token.value === 'null') return { kind: 'literal', value: null };
      if (this.#is(':') && token.value === 'math') {
        this.#take();
        const fn = this.#take();
        if (fn.type !== 'name' || !Object.hasOwn(MATH, fn.value))
          throw new ExpressionError(`Unknown function math:${fn.value}`);
        this.#take('(');
        const args: Node[] = [];
        while (!this.#is(')')) {
          args.push(this.#expression());
          if (!this.#is(')')) this.#take(',');
        }
        this.#take(')');
        return { kind: 'call', name: fn.value, args };
      }
      if (this.#is('(')) throw new ExpressionError(`Unknown function ${token.value}`);
      return { kind: 'name', name: token.value };
    }
    if (token.type === 'op' && token.value === '(') {
      const inner = this.#expression();
      this.#take(')');
      return inner;
    }
    throw new ExpressionError(
      token.type === 'end'
        ? 'The expression ends too early'
        : `Unexpected "${token.value}" at ${token.at + 1}`,
    );
  }
}

/** A parsed expression, evaluated against a context (names to values). */
export type CompiledExpression = (context: Record<string, unknown>) => unknown;

/** Parses `source`; throws `ExpressionError` when it is not an expression this evaluator reads. */
export function compileExpression(source: string): CompiledExpression {
  if (source.length > MAX_EXPRESSION_LENGTH) throw new ExpressionError('The expression is too long');
  const tree = new Parser(tokenize(source)).parse();
  return (context) => evaluate(tree, context);
}

function number(value: unknown, op: string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') throw new ExpressionError(`"${op}" needs numbers, not a boolean`);
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  throw new ExpressionError(`"${op}" needs numbers`);
}

function truthy(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (value === null || value === undefined) return false;
  if (typeof value === 'number') return value !== 0;
  if (typeof value === 'string') return value !== '';
  return true;
}

function equal(a: unknown, b: unknown): boolean {
  if (a == null || b == null) return a == null && b == null;
  if (typeof a === 'number' || typeof b === 'number') {
    if (typeof a === 'boolean' || typeof b === 'boolean') return false;
    const x = Number(a);
    const y = Number(b);
    return Number.isFinite(x) && Number.isFinite(y) ? x === y : a === b;
  }
  return a === b;
}

function evaluate(node: Node, context: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'name':
      if (!Object.hasOwn(context, node.name)) throw new ExpressionError(`Undefined variable ${node.name}`);
      return context[node.name];
    case 'member': {
      const object = evaluate(node.object, context);
      if (
        object === null ||
        typeof object !== 'object' ||
        Array.isArray(object) ||
        !Object.hasOwn(object, node.name)
      )
        throw new ExpressionError(`Undefined property ${node.name}`);
      return (object as Record<string, unknown>)[node.name];
    }
    case 'call': {
      const fn = MATH[node.name] as (...args: number[]) => number;
      return fn(...node.args.map((arg) => number(evaluate(arg, context), `math:${node.name}`)));
    }
    case 'unary': {
      const value = evaluate(node.operand, context);
      return node.op === '!' ? !truthy(value) : -number(value, '-');
    }
    case 'elvis': {
      const value = evaluate(node.value, context);
      return truthy(value) ? value : evaluate(node.fallback, context);
    }
    case 'ternary':
      return truthy(evaluate(node.test, context))
        ? evaluate(node.then, context)
        : evaluate(node.otherwise, context);
    case 'binary': {
      const { op } = node;
      if (op === '&&') return truthy(evaluate(node.left, context)) && truthy(evaluate(node.right, context));
      if (op === '||') return truthy(evaluate(node.left, context)) || truthy(evaluate(node.right, context));
      const left = evaluate(node.left, context);
      const right = evaluate(node.right, context);
      switch (op) {
        case '==':
          return equal(left, right);
        case '!=':
          return !equal(left, right);
        case '+':
          if (typeof left === 'string' || typeof right === 'string') return `${left}${right}`;
          return number(left, op) + number(right, op);
        case '-':
          return number(left, op) - number(right, op);
        case '*':
          return number(left, op) * number(right, op);
        case '/': {
          const divisor = number(right, op);
          if (divisor === 0) throw new ExpressionError('Division by zero');
          return number(left, op) / divisor;
        }
        case '%': {
          const divisor = number(right, op);
          if (divisor === 0) throw new ExpressionError('Division by zero');
          return number(left, op) % divisor;
        }
        case '&':
          if (typeof left === 'boolean' && typeof right === 'boolean') return left && right;
          return number(left, op) & number(right, op);
        case '|':
          if (typeof left === 'boolean' && typeof right === 'boolean') return left || right;
          return number(left, op) | number(right, op);
        case '^':
          if (typeof left === 'boolean' && typeof right === 'boolean') return left !== right;
          return number(left, op) ^ number(right, op);
        case '<':
        case '<=':
        case '>':
        case '>=': {
          const [a, b] =
            typeof left === 'string' && typeof right === 'string'
              ? [left, right]
              : [number(left, op), number(right, op)];
          if (op === '<') return a < b;
          if (op === '<=') return a <= b;
          if (op === '>') return a > b;
          return a >= b;
        }
      }
      throw new ExpressionError(`Unknown operator ${op}`);
    }
  }
}
