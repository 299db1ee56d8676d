import { youtubeCode, YOUTUBE_CODE } from '~/worker/domain/media-admin';
import { Field } from '~/site/components/ui/form';
import { Loading } from '../ui';
import { MediaEditFrame, useMediaEdit } from './edit-parts';
import { checkVideo, videoFormOf } from './media-view';

/**
 * `/admin/video/{id}/edit` (staff): 'Názov' and the YouTube code (the 11 characters after 'v=' up to '&'; a whole
 * address pasted in is fine: it is stored as its code, which the page shows). 'Uložiť' → /admin/video.
 */
export default function VideoEditPage() {
  const e = useMediaEdit('video', videoFormOf, checkVideo);
  if (!e.allowed) return <Loading />;
  const { form, setField: set } = e;
  const code = form ? youtubeCode(form.code) : '';
  const changed = form && code !== form.code.trim() && YOUTUBE_CODE.test(code);
  return (
    <MediaEditFrame kind="video" isDraft={e.record?.isDraft === true} title="Upraviť video" label="Údaje videa" {...e.frame}>
      {form && (
        <>
          <Field id="video-title" label="Názov" autoComplete="off" maxLength={200} value={form.videoTitle} onChange={set('videoTitle')} />
          <Field
            id="video-code"
            label="Kód videa z YouTube"
            autoComplete="off"
            spellCheck={false}
            maxLength={300}
            value={form.code}
            onChange={set('code')}
            hint="Kód je 11 znakov v adrese YouTube medzi „v=“ a „&“, napr. z https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5 je to dQw4w9WgXcQ. Môžete vložiť aj celú adresu – uloží sa len kód."
          />
          {changed && (
            <p className="media-derived" role="status">
              Uloží sa kód: <code>{code}</code>
            </p>
          )}
        </>
      )}
    </MediaEditFrame>
  );
}
