import { MESSAGES } from '@hvac/console-domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createConsoleClient } from '../consoleClient';
import { createHandlers } from '../mocks/handlers';
import { createMockState } from '../mocks/state';
import { createMemoryStorage } from '../session';
import { ConsoleApiProvider } from './ConsoleApiProvider';
import { useFloorPlanEditor } from './useFloorPlanEditor';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setUp() {
  const state = createMockState();
  server.use(...createHandlers({ state }));
  const client = createConsoleClient({
    baseUrl: 'http://demo.localhost:8787',
    storage: createMemoryStorage({ access_token: 'token', refresh_token: 'refresh' }),
    fetch: (input, init) => globalThis.fetch(input, init),
    onUnauthorized: vi.fn(),
  });
  const cache = new Map<string, { data?: unknown }>();
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <ConsoleApiProvider client={client} swrConfig={{ provider: () => cache, dedupingInterval: 0 }}>
      {children}
    </ConsoleApiProvider>
  );
  const notices = { success: vi.fn(), error: vi.fn() };
  const view = renderHook(() => useFloorPlanEditor(1, notices), { wrapper });
  return { state, notices, ...view };
}

const savedAreas = (state: ReturnType<typeof createMockState>, floorId: number) =>
  state.floors.find((floor) => floor.id === floorId)?.device_map;

describe('useFloorPlanEditor', () => {
  it('shows the first floor in order; a moved area is a draft until saved', async () => {
    const { result, state, notices } = setUp();
    await waitFor(() => expect(result.current.floor?.name).toBe('Ground floor'));
    expect(result.current.floors.map((floor) => floor.name)).toEqual([
      'Ground floor',
      'First floor',
    ]);
    expect(result.current.dirty).toBe(false);

    act(() => result.current.moveArea('area-2', { x: 10, y: 20 }));
    expect(result.current.dirty).toBe(true);
    expect(result.current.areas.find((area) => area.id === 'area-2')).toMatchObject({
      x: 10,
      y: 20,
    });
    // Moving it back where it was is no change.
    act(() => result.current.moveArea('area-2', { x: 320, y: 140 }));
    expect(result.current.dirty).toBe(false);

    act(() => result.current.moveArea('area-2', { x: 10, y: 20 }));
    let saved = false;
    await act(async () => {
      saved = await result.current.saveAreas(result.current.areas);
    });
    expect(saved).toBe(true);
    expect(notices.success).toHaveBeenCalledWith(MESSAGES.FLOOR_PLAN_SAVED);
    expect(savedAreas(state, 1)?.find((area) => area.id === 'area-2')).toMatchObject({
      x: 10,
      y: 20,
    });
    await waitFor(() => expect(result.current.dirty).toBe(false));
    expect(result.current.busy).toBe(false);
  });

  it('keeps the draft and says so when saving fails', async () => {
    const { result, notices } = setUp();
    await waitFor(() => expect(result.current.floor).toBeDefined());
    server.use(
      http.patch('*/projects/1/floors/1/', () =>
        HttpResponse.json({ detail: 'No.' }, { status: 500 }),
      ),
    );
    act(() => result.current.moveArea('area-1', { x: 1, y: 2 }));
    await act(async () => {
      await result.current.saveAreas(result.current.areas);
    });
    expect(notices.error).toHaveBeenCalledWith(
      MESSAGES.ERROR_UPDATING_DEVICE_MAP,
      expect.anything(),
    );
    expect(result.current.dirty).toBe(true);
  });

  it('choosing another floor drops the draft and the selected area', async () => {
    const { result } = setUp();
    await waitFor(() => expect(result.current.floor).toBeDefined());
    act(() => result.current.selectArea('area-2'));
    expect(result.current.selectedArea?.label).toBe('Meeting room');
    act(() => result.current.moveArea('area-2', { x: 1, y: 1 }));
    act(() => result.current.chooseFloor(2));
    expect(result.current.floor?.name).toBe('First floor');
    expect([result.current.dirty, result.current.selectedArea]).toEqual([false, undefined]);
    act(() => result.current.chooseFloor(1));
    expect(result.current.areas.find((area) => area.id === 'area-2')).toMatchObject({ x: 320 });
  });

  it('adds, removes and updates areas by saving the floor', async () => {
    const { result, state } = setUp();
    await waitFor(() => expect(result.current.floor).toBeDefined());
    const area = { ...result.current.areas[0], id: 'area-new', label: 'Kitchen' };
    await act(async () => {
      await result.current.addArea(area);
    });
    await waitFor(() => expect(result.current.areas.map((item) => item.id)).toContain('area-new'));
    await act(async () => {
      await result.current.updateArea({ ...area, label: 'Pantry' });
    });
    expect(savedAreas(state, 1)?.find((item) => item.id === 'area-new')?.label).toBe('Pantry');
    await waitFor(() => expect(result.current.areas.map((item) => item.id)).toContain('area-new'));
    await act(async () => {
      await result.current.removeArea('area-new');
    });
    expect(savedAreas(state, 1)?.map((item) => item.id)).not.toContain('area-new');
  });

  it('reorders floors keeping the moved floor shown, and deleting shows the next one', async () => {
    const { result, notices } = setUp();
    await waitFor(() => expect(result.current.floor).toBeDefined());
    expect([result.current.canMoveUp, result.current.canMoveDown]).toEqual([false, true]);
    let place: number | null = null;
    await act(async () => {
      place = await result.current.reorder(1);
    });
    expect(place).toBe(1);
    await waitFor(() =>
      expect(result.current.floors.map((floor) => floor.name)).toEqual([
        'First floor',
        'Ground floor',
      ]),
    );
    expect(result.current.floor?.name).toBe('Ground floor');
    expect([result.current.canMoveUp, result.current.canMoveDown]).toEqual([true, false]);

    await act(async () => {
      await result.current.deleteFloor();
    });
    expect(notices.success).toHaveBeenCalledWith(MESSAGES.FLOOR_DELETED);
    await waitFor(() => expect(result.current.floors).toHaveLength(1));
    expect(result.current.floor?.name).toBe('First floor');
  });

  it('adds a floor and shows it; a refused floor reports its failure', async () => {
    const { result, notices, state } = setUp();
    await waitFor(() => expect(result.current.floor).toBeDefined());
    expect(result.current.nextOrder).toBe(3);
    // jsdom's File is not the Blob of the mock server's realm: answer as the server would.
    server.use(
      http.post('*/projects/1/floors/', async ({ request }) => {
        const form = await request.formData();
        const name = form.get('name');
        if (typeof name !== 'string' || !name)
          return HttpResponse.json({ name: ['Floor name is required.'] }, { status: 400 });
        const floor = { id: 9, name, order: 3, project: 1, floor_image: '/f.png', device_map: [] };
        state.floors.push(floor);
        return HttpResponse.json(floor, { status: 201 });
      }),
    );
    const image = new File(['png'], 'roof.png', { type: 'image/png' });
    await act(async () => {
      await result.current.addFloor({
        name: 'Roof',
        order: 3,
        floor_image: image,
        fileName: 'roof.png',
      });
    });
    expect(notices.error).not.toHaveBeenCalled();
    await waitFor(() => expect(result.current.floor?.name).toBe('Roof'));
    expect(notices.success).toHaveBeenCalledWith(MESSAGES.FLOOR_ADDED);

    let outcome: Awaited<ReturnType<typeof result.current.addFloor>> | undefined;
    await act(async () => {
      outcome = await result.current.addFloor({ name: '', order: 4, floor_image: image });
    });
    expect(outcome?.error).toBeDefined();
    expect(notices.error).toHaveBeenCalledWith(MESSAGES.ERROR_ADDING_FLOOR, outcome?.error);
    expect(result.current.floor?.name).toBe('Roof');
  });
});
