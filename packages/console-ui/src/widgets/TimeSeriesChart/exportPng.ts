/** A legend entry drawn into the exported picture. */
export interface PngLegendEntry {
  label: string;
  color: string;
  /** The line's dash pattern, drawn in the key as on the plot. */
  dash?: readonly number[];
}

function backgroundOf(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const color = getComputedStyle(node).backgroundColor;
    if (color && color !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(color)) return color;
  }
  return '#ffffff';
}

/** The SVG with its computed colours and fonts written on each element (CSS classes do not travel). */
function standaloneSvg(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  const originals = svg.querySelectorAll('*');
  const copies = copy.querySelectorAll('*');
  originals.forEach((original, index) => {
    const target = copies[index] as SVGElement;
    const style = getComputedStyle(original);
    target.setAttribute('fill', style.fill);
    target.setAttribute('stroke', style.stroke);
    target.setAttribute('stroke-dasharray', style.strokeDasharray);
    target.setAttribute('fill-opacity', style.fillOpacity);
    if (original instanceof SVGTextElement || original.tagName === 'tspan') {
      target.setAttribute('font-family', style.fontFamily);
      target.setAttribute('font-size', style.fontSize);
    }
  });
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  return new XMLSerializer().serializeToString(copy);
}

function loadImage(source: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The chart could not be drawn as an image.'));
    image.src = source;
  });
}

/**
 * The chart as a PNG: background, legend, the lines' canvas and the axes' SVG, at the screen's
 * pixel ratio. The crosshair and the drag selection are not part of the picture.
 */
export async function chartToPng(input: {
  root: Element;
  svg: SVGSVGElement;
  canvas: HTMLCanvasElement;
  canvasLeft: number;
  canvasTop: number;
  legend: readonly PngLegendEntry[];
}): Promise<Blob> {
  const { svg, canvas } = input;
  const width = svg.width.baseVal.value;
  const height = svg.height.baseVal.value;
  const ratio = canvas.width / Math.max(1, canvas.clientWidth || canvas.width);
  const style = getComputedStyle(input.root);
  const legendHeight = input.legend.length > 0 ? 28 : 0;
  const output = document.createElement('canvas');
  output.width = Math.round(width * ratio);
  output.height = Math.round((height + legendHeight) * ratio);
  const context = output.getContext('2d');
  if (!context) throw new Error('The chart could not be drawn as an image.');
  context.scale(ratio, ratio);
  context.fillStyle = backgroundOf(input.root);
  context.fillRect(0, 0, width, height + legendHeight);

  context.font = `12px ${style.fontFamily}`;
  context.textBaseline = 'middle';
  let x = 8;
  for (const entry of input.legend) {
    context.strokeStyle = entry.color;
    context.lineWidth = 2.5;
    context.setLineDash(entry.dash ? [...entry.dash] : []);
    context.beginPath();
    context.moveTo(x, 14);
    context.lineTo(x + 20, 14);
    context.stroke();
    context.setLineDash([]);
    context.fillStyle = style.color;
    context.fillText(entry.label, x + 24, 14);
    x += 36 + context.measureText(entry.label).width;
  }

  const source = URL.createObjectURL(new Blob([standaloneSvg(svg)], { type: 'image/svg+xml' }));
  try {
    const axes = await loadImage(source);
    context.drawImage(axes, 0, legendHeight, width, height);
  } finally {
    URL.revokeObjectURL(source);
  }
  context.drawImage(
    canvas,
    input.canvasLeft,
    input.canvasTop + legendHeight,
    canvas.width / ratio,
    canvas.height / ratio,
  );
  return new Promise((resolve, reject) =>
    output.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('No PNG produced.'))),
      'image/png',
    ),
  );
}
