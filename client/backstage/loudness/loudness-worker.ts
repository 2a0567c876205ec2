import { meterChannels, type DecodedAudio } from './meter-channels';

// A module worker (browser-loudness.ts starts it): metering a five-minute
// track takes seconds of CPU, which would freeze the upload page.
const scope = self as unknown as { onmessage: ((event: MessageEvent<DecodedAudio>) => void) | null; postMessage: (message: unknown) => void };

scope.onmessage = (event) => scope.postMessage(meterChannels(event.data));
