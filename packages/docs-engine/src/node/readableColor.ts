/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(hex: string, toward: number, amount: number): string {
  return `#${channels(hex)
    .map((channel) =>
      Math.round(channel + (toward - channel) * amount)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`.toUpperCase();
}

/**
 * The colour, moved just far enough toward black (on a light background) or white (on a dark
 * one) to be readable: some theme colours, such as GitHub's comment grey, fall short of 4.5:1.
 */
export function readableColor(color: string, background: string, min = MIN_CONTRAST): string {
  if (!/^#[0-9a-f]{6}$/i.test(color) || contrast(color, background) >= min) return color;
  const toward = luminance(background) > 0.5 ? 0 : 255;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const candidate = mix(color, toward, amount);
    if (contrast(candidate, background) >= min) return candidate;
  }
  return toward === 0 ? '#000000' : '#FFFFFF';
}
