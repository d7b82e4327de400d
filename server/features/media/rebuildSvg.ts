import type { ChildNode, Element } from 'domhandler';
import { parseDocument } from 'htmlparser2';

/** Drawing elements only: nothing that runs (script, set, animate), loads (image, foreignObject) or links (a). */
const allowedElements = new Set([
  'svg', 'g', 'defs', 'title', 'desc', 'symbol', 'use', 'path', 'rect', 'circle', 'ellipse', 'line', 'polyline',
  'polygon', 'text', 'tspan', 'linearGradient', 'radialGradient', 'stop', 'clipPath', 'mask', 'pattern', 'marker',
]); // prettier-ignore

/** Geometry, presentation and accessibility attributes; no event handlers, no `style`, no external references. */
const allowedAttributes = new Set([
  'id', 'class', 'role', 'aria-label', 'aria-labelledby', 'aria-describedby', 'aria-hidden', 'lang', 'xml:lang',
  'viewBox', 'preserveAspectRatio', 'width', 'height', 'x', 'y', 'x1', 'y1', 'x2', 'y2', 'cx', 'cy', 'r', 'rx', 'ry',
  'fx', 'fy', 'd', 'points', 'pathLength', 'transform', 'dx', 'dy', 'rotate', 'textLength', 'lengthAdjust',
  'fill', 'fill-opacity', 'fill-rule', 'stroke', 'stroke-width', 'stroke-opacity', 'stroke-dasharray',
  'stroke-dashoffset', 'stroke-linecap', 'stroke-linejoin', 'stroke-miterlimit', 'opacity', 'color',
  'font-family', 'font-size', 'font-weight', 'font-style', 'text-anchor', 'dominant-baseline', 'letter-spacing',
  'text-decoration', 'visibility', 'display', 'clip-path', 'clip-rule', 'mask', 'marker-start', 'marker-mid',
  'marker-end', 'markerWidth', 'markerHeight', 'markerUnits', 'refX', 'refY', 'orient', 'offset', 'stop-color',
  'stop-opacity', 'gradientUnits', 'gradientTransform', 'spreadMethod', 'patternUnits', 'patternContentUnits',
  'patternTransform', 'clipPathUnits', 'maskUnits', 'maskContentUnits', 'href', 'xlink:href', 'xmlns', 'xmlns:xlink',
  'version',
]); // prettier-ignore

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';
const localReference = /^#[A-Za-z_][\w.-]*$/;
const urlReference = /url\s*\(/i;
const localUrl = /^url\(\s*#[A-Za-z_][\w.-]*\s*\)$/;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Whether an attribute (its value already entity-decoded by the parser) may stay as it is. */
function allowedAttribute(name: string, value: string): boolean {
  if (!allowedAttributes.has(name)) return false;
  if (name === 'href' || name === 'xlink:href') return localReference.test(value.trim());
  if (name === 'xmlns') return value === SVG_NAMESPACE;
  if (name === 'xmlns:xlink') return value === XLINK_NAMESPACE;
  return !urlReference.test(value) || localUrl.test(value.trim());
}

class Refused extends Error {}

function render(node: ChildNode): string {
  if (node.type === 'text') return escapeText(node.data);
  if (node.type === 'cdata') return node.children.map(render).join('');
  if (node.type === 'comment') return '';
  if (node.type !== 'tag') throw new Refused(node.type);
  return renderElement(node);
}

function renderElement(element: Element): string {
  if (!allowedElements.has(element.name)) throw new Refused(element.name);
  const attributes = Object.entries(element.attribs).map(([name, value]) => {
    if (!allowedAttribute(name, value)) throw new Refused(name);
    return ` ${name}="${escapeAttribute(value)}"`;
  });
  return `<${element.name}${attributes.join('')}>${element.children.map(render).join('')}</${element.name}>`;
}

/**
 * Parses an SVG as XML and writes it anew from the allow-lists above, with every value decoded and escaped
 * again, so what is stored is exactly what was checked (entity-encoded `javascript:` or a `<set>` cannot hide).
 * Undefined when the text is no SVG or holds anything outside the allow-lists (the upload is refused then).
 */
export function rebuildSvg(text: string): string | undefined {
  // An internal DTD subset can define entities (billion laughs, hidden markup): never parsed.
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return undefined;
  const document = parseDocument(text.replace(/^\uFEFF/, ''), { xmlMode: true, decodeEntities: true });
  const roots = document.children.filter((node) => node.type !== 'comment' && node.type !== 'directive');
  const [root, ...rest] = roots.filter((node) => node.type !== 'text' || node.data.trim() !== '');
  if (!root || rest.length > 0 || root.type !== 'tag' || root.name !== 'svg') return undefined;
  try {
    const rebuilt = renderElement(root);
    const namespaces = `${'xmlns' in root.attribs ? '' : ` xmlns="${SVG_NAMESPACE}"`}${
      'xmlns:xlink' in root.attribs || !rebuilt.includes('xlink:href') ? '' : ` xmlns:xlink="${XLINK_NAMESPACE}"`
    }`;
    return `<svg${namespaces}${rebuilt.slice('<svg'.length)}\n`;
  } catch (error) {
    if (error instanceof Refused) return undefined;
    throw error;
  }
}
