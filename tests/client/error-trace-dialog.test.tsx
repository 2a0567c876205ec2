import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { openErrorTrace } from '../../client/errors/trace/open-error-trace';
import { ApiError } from '../../client/http/api-client';
import { showErrorToast } from '../../client/http/server-errors';
import type { ErrorTracePayload, TraceFrame } from '../../client/errors/trace/trace-types';

// SPEC section 2's error trace dialog, and section 8: an error with a trace
// opens it in place of the toast.

const frame = (flatIndex: number, method: string, path: string, lineNumber: number): TraceFrame => ({
  flatIndex,
  method,
  path: path.split('/'),
  lineNumber,
});

const ERROR: ErrorTracePayload = {
  exception: 'TypeError',
  message: "Cannot read properties of undefined (reading 'name')",
  ignitionTrace: true,
  totalVendorGroups: 2,
  trace: [
    frame(0, 'loadTrack', 'worker/catalog/tracks.ts', 42),
    {
      vendorGroup: true,
      items: [frame(1, 'dispatch', 'node_modules/hono/dist/compose.js', 22), frame(2, 'next', 'node_modules/hono/dist/compose.js', 30), frame(3, 'handle', 'node_modules/hono/dist/hono-base.js', 301)],
    },
    frame(4, 'trackRoutes', 'worker/catalog/routes.ts', 17),
    { vendorGroup: true, items: [frame(5, 'fetch', 'node_modules/hono/dist/hono-base.js', 400), frame(6, 'serve', 'node_modules/hono/dist/hono-base.js', 410)] },
  ],
};

async function open(error = ERROR) {
  render(<DialogHost />);
  act(() => void openErrorTrace(error));
  return screen.findByRole('dialog', { name: 'An error occured' });
}

const frameButtons = (dialog: HTMLElement) => within(within(dialog).getByRole('list', { name: 'Stack frames' })).getAllByRole('button', { pressed: false }).concat(within(dialog).queryAllByRole('button', { pressed: true }));

describe('ErrorTraceDialog', () => {
  it('names the exception and its message under the title SPEC section 2 gives it', async () => {
    const dialog = await open();
    expect(within(dialog).getByText('TypeError')).toBeInTheDocument();
    expect(within(dialog).getByText("Cannot read properties of undefined (reading 'name')")).toBeInTheDocument();
  });

  it('folds each run of vendor frames into "N vendor frames"', async () => {
    const dialog = await open();
    expect(within(dialog).getByRole('button', { name: '3 vendor frames' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).getByRole('button', { name: '2 vendor frames' })).toBeInTheDocument();
    expect(within(dialog).queryByText('dispatch')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: '3 vendor frames' }));
    expect(within(dialog).getByText('dispatch')).toBeInTheDocument();
    expect(within(dialog).queryByText('serve')).not.toBeInTheDocument();
  });

  it('expands and collapses every vendor group with one button', async () => {
    const dialog = await open();
    const before = frameButtons(dialog).length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    expect(within(dialog).getByRole('button', { name: '3 vendor frames' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: '2 vendor frames' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('serve')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Collapse all' }));
    expect(within(dialog).queryByText('serve')).not.toBeInTheDocument();
    expect(frameButtons(dialog)).toHaveLength(before);
  });

  // The payload has no code snippet (worker/http/error-trace.ts): the panel names the frame's file and failing line.
  it('shows the first app frame’s file and failing line, and another frame’s when chosen', async () => {
    const dialog = await open();
    const panel = within(dialog).getByRole('region', { name: 'Selected frame' });
    expect(panel).toHaveTextContent('loadTrack');
    expect(panel).toHaveTextContent('Fileworker/catalog/tracks.ts');
    expect(panel).toHaveTextContent('Line42');

    await userEvent.click(within(dialog).getByRole('button', { name: /trackRoutes/ }));
    expect(within(dialog).getByRole('button', { name: /trackRoutes/ })).toHaveAttribute('aria-pressed', 'true');
    expect(panel).toHaveTextContent('Fileworker/catalog/routes.ts');
    expect(panel).toHaveTextContent('Line17');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Expand all' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /dispatch/ }));
    expect(panel).toHaveTextContent('Filenode_modules/hono/dist/compose.js');
  });

  it('offers the latest log as a download', async () => {
    const dialog = await open();
    const download = within(dialog).getByRole('link', { name: 'Download log' });
    expect(download).toHaveAttribute('href', '/api/v1/logs/error/download-latest');
    expect(download).toHaveAttribute('download');
  });

  it('has no expand-all button when nothing is folded', async () => {
    const dialog = await open({ ...ERROR, totalVendorGroups: 0, trace: [ERROR.trace[0]] });
    expect(within(dialog).queryByRole('button', { name: 'Expand all' })).not.toBeInTheDocument();
  });
});

describe('showErrorToast', () => {
  it('opens the trace dialog instead of the toast when the error has ignitionTrace', async () => {
    render(
      <>
        <DialogHost />
        <ToastArea />
      </>,
    );
    act(() => showErrorToast(new ApiError(500, { ...ERROR })));
    expect(await screen.findByRole('dialog', { name: 'An error occured' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the toast for an error without a trace', async () => {
    render(
      <>
        <DialogHost />
        <ToastArea />
      </>,
    );
    act(() => showErrorToast(new ApiError(500, { message: 'Server Error' })));
    expect(await screen.findByText('Server Error')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
