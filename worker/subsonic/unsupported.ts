/**
 * Standard Subsonic and OpenSubsonic methods this server does not offer, and
 * why: each answers a failed envelope (error 0) with the reason, never a bare
 * HTTP error (docs/api/subsonic.md, "Methods"). A method is looked up in the
 * method table first, so a part that starts supporting one simply adds it there.
 */
const NO_PODCASTS = 'The library has no podcasts';
const NO_RADIO = 'Internet radio stations are not offered';
const NO_SHARES = 'Sharing links are made in the web app';
const NO_CHAT = 'There is no chat';
const NO_BOOKMARKS = 'Bookmarks are not offered; the play queue keeps the position';
const NO_USER_ADMIN = 'Accounts are managed in the web app';
const NO_JUKEBOX = 'There is no jukebox: the app plays the music itself';
const NO_VIDEOS = 'The library has no videos';
const NO_SCAN = 'There is no media scan: uploads are in the library as soon as they are published';

export const UNSUPPORTED_METHODS: Record<string, string> = {
  getPodcasts: NO_PODCASTS,
  getNewestPodcasts: NO_PODCASTS,
  getPodcastEpisode: NO_PODCASTS,
  refreshPodcasts: NO_PODCASTS,
  createPodcastChannel: NO_PODCASTS,
  deletePodcastChannel: NO_PODCASTS,
  deletePodcastEpisode: NO_PODCASTS,
  downloadPodcastEpisode: NO_PODCASTS,
  getInternetRadioStations: NO_RADIO,
  createInternetRadioStation: NO_RADIO,
  updateInternetRadioStation: NO_RADIO,
  deleteInternetRadioStation: NO_RADIO,
  getShares: NO_SHARES,
  createShare: NO_SHARES,
  updateShare: NO_SHARES,
  deleteShare: NO_SHARES,
  getChatMessages: NO_CHAT,
  addChatMessage: NO_CHAT,
  getBookmarks: NO_BOOKMARKS,
  createBookmark: NO_BOOKMARKS,
  deleteBookmark: NO_BOOKMARKS,
  getUsers: NO_USER_ADMIN,
  createUser: NO_USER_ADMIN,
  updateUser: NO_USER_ADMIN,
  deleteUser: NO_USER_ADMIN,
  changePassword: NO_USER_ADMIN,
  jukeboxControl: NO_JUKEBOX,
  getVideos: NO_VIDEOS,
  getVideoInfo: NO_VIDEOS,
  getCaptions: NO_VIDEOS,
  hls: NO_VIDEOS,
  startScan: NO_SCAN,
};
