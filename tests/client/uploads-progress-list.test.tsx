import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DriverJob, UploadDriver } from '../../client/uploads/drivers/upload-driver';
import { UploadProgressList } from '../../client/uploads/upload-progress-list';
import { createUploadQueue } from '../../client/uploads/upload-queue-store';

function setup() {
  const jobs: DriverJob[] = [];
  const driver: UploadDriver = (job) =>
    new Promise((_, reject) => {
      jobs.push(job);
      job.signal.addEventListener('abort', () => reject(job.signal.reason));
    });
  const queue = createUploadQueue({ drivers: { s3Multipart: driver, s3Presign: driver, tus: driver, plain: driver } });
  render(<UploadProgressList queue={queue} />);
  return { queue, jobs };
}

describe('UploadProgressList', () => {
  it('shows each upload with its size, progress and status', () => {
    const { queue, jobs } = setup();
    act(() => void queue.add([new File(['x'.repeat(2048)], 'song.mp3')]));
    act(() => jobs[0].onProgress(1024));
    expect(screen.getByText('song.mp3')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uploading song.mp3' })).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Uploading 50%')).toBeInTheDocument();
  });

  it('aborts, retries and removes an upload from its buttons', async () => {
    const user = userEvent.setup();
    const { queue, jobs } = setup();
    act(() => void queue.add([new File(['x'], 'song.mp3')]));
    await user.click(screen.getByRole('button', { name: 'Abort uploading song.mp3' }));
    expect(jobs[0].signal.aborted).toBe(true);
    expect(screen.getByText('Aborted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry uploading song.mp3' }));
    expect(jobs).toHaveLength(2);
    expect(screen.getByText('Uploading 0%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abort uploading song.mp3' }));
    await user.click(screen.getByRole('button', { name: 'Remove song.mp3 from uploads' }));
    expect(screen.queryByText('song.mp3')).not.toBeInTheDocument();
  });
});
