import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { FEW_AREAS, FEW_LIVE, PLAN_IMAGE, PLAN_SIZE } from '../fixtures/floorPlan';
import type { FloorArea } from '@hvac/console-domain';
import { useState } from 'react';
import { FloorPlan } from './FloorPlan';

const base = {
  imageUrl: PLAN_IMAGE,
  imageAlt: 'Ground floor',
  imageSize: PLAN_SIZE,
  areas: FEW_AREAS,
  live: FEW_LIVE,
};

/** Keeps the moved areas, as the floor-plan tab does until Save Positions. */
function Harness({ onMove }: { onMove: (id: string, position: { x: number; y: number }) => void }) {
  const [areas, setAreas] = useState<readonly FloorArea[]>(FEW_AREAS);
  return (
    <FloorPlan
      {...base}
      areas={areas}
      draggable
      onMove={(id, position) => {
        onMove(id, position);
        setAreas((current) => current.map((a) => (a.id === id ? { ...a, ...position } : a)));
      }}
    />
  );
}

describe('FloorPlan', () => {
  it('places areas in % of the image and names them with their live state', async () => {
    const { container } = render(<FloorPlan {...base} />);
    const area = screen.getByRole('button', {
      name: 'IU 0.02, unit 2, Plafonska, Off, No Error, Set 24.0 °C, actual 25.1 °C',
    });
    const box = area.closest<HTMLElement>('[data-area-id]');
    expect(box?.style.left).toBe('50%');
    expect(box?.style.top).toBe('24%');
    expect(box?.style.width).toBe('7.5%');
    expect(area.closest('[data-area-id]')).toHaveAttribute('data-state', 'off');
    expect(await axe(container)).toHaveNoViolations();
    // axe over a plan is slow on a loaded 2-core machine.
  }, 20_000);

  it('moves the selected area with the arrow keys, clamped, and announces it', async () => {
    const onMove = vi.fn();
    render(<Harness onMove={onMove} />);
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onMove).toHaveBeenLastCalledWith('a1', { x: 119, y: 80 });
    expect(screen.getByRole('status')).toHaveTextContent('IU 0.01 moved to 119, 80.');
    onMove.mockClear();
    // Area 3 (x 640, 50 wide) on an 800 px image: Shift+Right stops at 750, then moves no more.
    screen.getByRole('button', { name: /^IU 0\.03/ }).focus();
    for (let step = 0; step < 12; step += 1) await user.keyboard('{Shift>}{ArrowRight}{/Shift}');
    expect(onMove).toHaveBeenLastCalledWith('a3', { x: 750, y: 380 });
    expect(onMove).toHaveBeenCalledTimes(11);
  });

  it('never moves an area while dragging is off', async () => {
    const onMove = vi.fn();
    render(<FloorPlan {...base} onMove={onMove} />);
    await userEvent.setup().tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(onMove).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^IU 0\.01/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('shows which temperature is set and which is measured, with °C', () => {
    render(<FloorPlan {...base} />);
    const box = screen
      .getByRole('button', { name: /^IU 0\.02/ })
      .closest<HTMLElement>('[data-area-id]');
    expect(box).toHaveTextContent('Set 24.0 °C');
    expect(box).toHaveTextContent('Room 25.1 °C');
    expect(box?.textContent).not.toMatch(/\d\/\d/);
  });

  it('reads each temperature at its model’s scale (an uploaded model in hundredths)', () => {
    const [, second] = FEW_AREAS;
    render(
      <FloorPlan
        {...base}
        live={{
          ...FEW_LIVE,
          [second.id]: {
            power: 170,
            error: 0,
            setTemperature: 2153,
            setTemperatureScale: 100,
            actualTemperature: 24,
            actualTemperatureScale: 1,
          },
        }}
      />,
    );
    expect(
      screen.getByRole('button', { name: /^IU 0\.02, .*Set 21\.53 °C, actual 24 °C/ }),
    ).toBeInTheDocument();
  });

  it('says when a floor has no image', () => {
    render(<FloorPlan {...base} imageUrl={null} />);
    expect(screen.getByRole('heading', { name: 'This floor has no plan image.' })).toBeVisible();
  });
});
