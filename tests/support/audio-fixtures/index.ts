export { encodeWavFile } from './wav';
export { encodeFlacFile, FLAC_BLOCK_SIZE } from './flac';
export { encodeMp3File, LAME_ENCODER_DELAY, MP3_DECODER_DELAY, mp3Frames } from './mp3';
export { continuousToneAlbum, encodeAudioFile, MP3_KBPS, toneFile, type AudioFile, type AudioFormat } from './tone';
export { dbToAmplitude, int16Channels, sine, type Signal } from './signal';
