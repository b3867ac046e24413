import { useEffect, useRef, useState, type ChangeEvent, type RefObject } from 'react';
import styled from 'styled-components';
import { Spinner } from '../spinner/spinner.tsx';
import { formatTime } from './format-time.ts';
import { PauseIcon, PlayIcon, ResetIcon, SpeakerIcon, VideoOffIcon } from './video-icons.tsx';

const VIDEO_TEXTS = {
  emptyTitle: 'No demo video available',
  emptyHint: 'Upload a video through the admin panel to display it here',
  failedTitle: 'Failed to load video',
  failedHint: 'There was an error loading this video file',
  loading: 'Loading video...',
} as const;

/** Slider steps of spec §2: seeking in tenths of a second, volume in hundredths. */
const VIDEO_SEEK_STEP = 0.1;
const VIDEO_VOLUME_STEP = 0.01;

type VideoStatus = 'loading' | 'error' | 'playing' | 'paused';

export interface VideoPlayerProps {
  /** The video to play; null or '' shows the "no demo video" message. */
  src: string | null | undefined;
  /** Names the player and its controls for screen readers, e.g. 'Vaani AI product demo'. */
  title: string;
  /** The source is still being looked up: shows the loading spinner instead of "no video". */
  pending?: boolean;
  /** A still shown while the video is looked up, and as the video's poster (the hero's product shot). */
  poster?: { url: string; alt: string };
}

const Frame = styled.figure`
  position: relative;
  margin: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #0f172a;
  color: #fff;
  aspect-ratio: 16 / 9;
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Video = styled.video`
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const Message = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 6px;
  height: 100%;
  padding: 24px;
  text-align: center;
  & > strong {
    font-size: 17px;
  }
  & > span {
    color: #cbd5e1;
    font-size: 14px;
  }
`;

const Overlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(15, 23, 42, 0.45);
`;

const Controls = styled.div`
  position: absolute;
  inset: auto 0 0 0;
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 8px 12px;
  background: linear-gradient(transparent, rgba(15, 23, 42, 0.85));
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`;

const ControlButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.full};
  background: rgba(255, 255, 255, 0.12);
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(255, 255, 255, 0.24);
  }
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 1px;
  }
`;

const Slider = styled.input`
  min-width: 0;
  accent-color: #fff;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid #fff;
    outline-offset: 2px;
  }
`;

const Seek = styled(Slider)`
  flex: 1 1 auto;
`;

const Volume = styled(Slider)`
  flex: 0 1 72px;
`;

const Time = styled.span`
  flex: none;
  white-space: nowrap;
`;

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function VideoMessage({ title, hint }: { title: string; hint: string }) {
  return (
    <Message>
      <VideoOffIcon />
      <strong>{title}</strong>
      <span>{hint}</span>
    </Message>
  );
}

/**
 * The seek slider and the time: a playing video moves them four times a second, so they listen to
 * it themselves and those updates render them alone, not the whole player.
 */
function Progress({ video, onSeek }: { video: RefObject<HTMLVideoElement | null>; onSeek: (event: ChangeEvent<HTMLInputElement>) => void }) {
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    const onTime = () => setTime(element.currentTime);
    const onDuration = () => setDuration(element.duration || 0);
    onDuration();
    element.addEventListener('timeupdate', onTime);
    element.addEventListener('durationchange', onDuration);
    return () => {
      element.removeEventListener('timeupdate', onTime);
      element.removeEventListener('durationchange', onDuration);
    };
  }, [video]);
  return (
    <>
      <Seek
        type="range"
        aria-label="Seek"
        min={0}
        max={Number.isFinite(duration) ? duration : 0}
        step={VIDEO_SEEK_STEP}
        value={time}
        aria-valuetext={`${formatTime(time)} of ${formatTime(duration)}`}
        onChange={onSeek}
      />
      <Time>
        {formatTime(time)} / {formatTime(duration)}
      </Time>
    </>
  );
}

function LoadedPlayer({ src, title, poster }: { src: string; title: string; poster?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<VideoStatus>('loading');
  const [muted, setMuted] = useState(true);
  const [volume, setVolume] = useState(1);
  // Muted autoplay, never for a visitor who asked for reduced motion.
  const [autoPlay] = useState(() => !prefersReducedMotion());

  // React does not reflect `muted` as an attribute, and browsers only autoplay muted videos.
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  if (status === 'error') return <VideoMessage title={VIDEO_TEXTS.failedTitle} hint={VIDEO_TEXTS.failedHint} />;

  const togglePlay = () => {
    const element = ref.current;
    if (!element) return;
    if (element.paused) void element.play().catch(() => setStatus('paused'));
    else element.pause();
  };
  const seek = (event: ChangeEvent<HTMLInputElement>) => {
    const element = ref.current;
    if (element) element.currentTime = Number(event.target.value);
  };
  const changeVolume = (event: ChangeEvent<HTMLInputElement>) => {
    const element = ref.current;
    const next = Number(event.target.value);
    if (!element) return;
    element.volume = next;
    setMuted(next === 0);
  };
  const reset = () => {
    const element = ref.current;
    if (!element) return;
    element.currentTime = 0;
    element.volume = 1;
    setMuted(true);
  };
  const playing = status === 'playing';

  return (
    <>
      <Video
        ref={ref}
        src={src}
        poster={poster}
        aria-label={title}
        autoPlay={autoPlay}
        muted
        loop
        playsInline
        preload="metadata"
        onLoadStart={() => setStatus('loading')}
        onLoadedMetadata={(event) => setStatus(event.currentTarget.paused ? 'paused' : 'playing')}
        onPlaying={() => setStatus('playing')}
        onPause={() => setStatus('paused')}
        onError={() => setStatus('error')}
        onVolumeChange={(event) => setVolume(event.currentTarget.volume)}
      />
      {status === 'loading' ? (
        <Overlay>
          <Spinner label={VIDEO_TEXTS.loading} size="lg" />
        </Overlay>
      ) : null}
      <Controls role="group" aria-label={`${title} controls`} data-status={status}>
        <ControlButton type="button" onClick={togglePlay} aria-label={playing ? 'Pause video' : 'Play video'}>
          {playing ? <PauseIcon /> : <PlayIcon />}
        </ControlButton>
        <Progress video={ref} onSeek={seek} />
        <ControlButton
          type="button"
          onClick={() => setMuted(!muted)}
          aria-label={muted ? 'Unmute video' : 'Mute video'}
        >
          <SpeakerIcon muted={muted} />
        </ControlButton>
        <Volume
          type="range"
          aria-label="Volume"
          min={0}
          max={1}
          step={VIDEO_VOLUME_STEP}
          value={muted ? 0 : volume}
          onChange={changeVolume}
        />
        <ControlButton type="button" onClick={reset} aria-label="Reset video">
          <ResetIcon />
        </ControlButton>
      </Controls>
    </>
  );
}

/**
 * A muted, looping demo video with its own controls: play/pause, seek, mute, volume and reset.
 * Without a video it says so; a file that fails shows the failure instead of a black box.
 */
export function VideoPlayer({ src, title, pending = false, poster }: VideoPlayerProps) {
  return (
    <Frame aria-label={title}>
      {pending && poster ? (
        // The still fills the frame as the video would.
        <Video as="img" src={poster.url} alt={poster.alt} />
      ) : pending ? (
        <Overlay>
          <Spinner label={VIDEO_TEXTS.loading} size="lg" />
        </Overlay>
      ) : src ? (
        // A new source starts over: fresh status, time and duration.
        <LoadedPlayer key={src} src={src} title={title} poster={poster?.url} />
      ) : (
        <VideoMessage title={VIDEO_TEXTS.emptyTitle} hint={VIDEO_TEXTS.emptyHint} />
      )}
    </Frame>
  );
}
