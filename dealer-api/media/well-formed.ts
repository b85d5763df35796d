/**
 * A strict, small XML well-formedness check for the generated SVG (tests only): balanced tags, one root, quoted unique
 * attributes, escaped text, and no NaN / undefined / Infinity leaking out of the geometry.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  let roots = 0;
  const entity = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i;
  for (const [token] of xml.matchAll(/<!--[\s\S]*?-->|<[^>]*>|[^<]+/g)) {
    if (token.startsWith("<!--")) continue;
    if (!token.startsWith("<")) {
      if (entity.test(token)) problems.push(`unescaped & in text: ${token.slice(0, 40)}`);
      if (!stack.length && token.trim()) problems.push(`text outside the root: ${token.slice(0, 40)}`);
      continue;
    }
    const closing = /^<\/([A-Za-z][\w:.-]*)\s*>$/.exec(token);
    if (closing) {
      const open = stack.pop();
      if (open !== closing[1]) problems.push(`</${closing[1]}> closes <${open}>`);
      continue;
    }
    const tag = /^<([A-Za-z][\w:.-]*)([\s\S]*?)(\/?)>$/.exec(token);
    if (!tag) {
      problems.push(`malformed tag: ${token.slice(0, 60)}`);
      continue;
    }
    const [, name, rawAttributes, selfClosing] = tag;
    const seen = new Set<string>();
    const rest = rawAttributes.replace(
      /\s+([A-Za-z_:][\w:.-]*)\s*=\s*("[^"<]*"|'[^'<]*')/g,
      (_, attr: string, value: string) => {
        if (seen.has(attr)) problems.push(`<${name}> repeats ${attr}`);
        seen.add(attr);
        if (entity.test(value)) problems.push(`unescaped & in ${name}.${attr}`);
        if (/NaN|undefined|Infinity/.test(value)) problems.push(`bad value in ${name}.${attr}: ${value}`);
        return "";
      },
    );
    if (rest.trim()) problems.push(`<${name}> has unparsable attributes: ${rest.trim().slice(0, 40)}`);
    if (!stack.length) roots++;
    if (!selfClosing) stack.push(name);
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(" > ")}`);
  if (roots !== 1) problems.push(`expected one root element, found ${roots}`);
  return problems;
}
