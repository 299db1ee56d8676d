import { Field } from '~/site/components/ui/form';
import { Loading } from '../ui';
import { ChoiceField, MediaEditFrame, useMediaEdit } from './edit-parts';
import { AUDIO_CATEGORIES, audioFormOf, checkAudio, LIFE_STUDY, subcategoryOptions, withCategory } from './media-view';

const DRIVE_EXAMPLE = 'https://drive.google.com/file/d/<id>/preview';
const LINK_HINT = `V Google drive: Zdieľať → Kopírovať odkaz, a na konci nahraďte „view…“ slovom „preview“. Vložte bez úvodzoviek, napríklad ${DRIVE_EXAMPLE}`;

/**
 * `/admin/audio/{id}/edit` (staff): 'Názov', the Google-drive link (without quotation marks), 'Kategória'
 * ('Slová života' / 'Štúdium života' or own text) and 'Podkategória' (the Words-of-life topics, passed in from
 * site-facts, or own text; for 'Štúdium života' only 'Štúdium života'). 'Uložiť' → /admin/audio.
 */
export default function AudioEditPage({ topics }: { topics: string[] }) {
  const e = useMediaEdit('audio', audioFormOf, checkAudio);
  if (!e.allowed) return <Loading />;
  const { form, setField: set } = e;
  const lifeStudy = form?.category.trim() === LIFE_STUDY;
  return (
    <MediaEditFrame kind="audio" isDraft={e.record?.isDraft === true} title="Upraviť nahrávku" label="Údaje nahrávky" {...e.frame}>
      {form && (
        <>
          <Field
            id="audio-title"
            label="Názov"
            autoComplete="off"
            maxLength={200}
            placeholder="napr. Boh v liste Rimanom I"
            value={form.audioTitle}
            onChange={set('audioTitle')}
          />
          <Field
            id="audio-link"
            label="Linka z Google drive (bez úvodzoviek)"
            type="url"
            inputMode="url"
            autoComplete="off"
            maxLength={500}
            value={form.mp3file}
            onChange={set('mp3file')}
            hint={LINK_HINT}
          />
          <ChoiceField
            id="audio-category"
            label="Kategória"
            options={AUDIO_CATEGORIES}
            allowCustom
            customLabel="Vlastná kategória"
            value={form.category}
            onChange={(v) => e.setForm((f) => (f ? withCategory(f, v) : f))}
          />
          <ChoiceField
            key={lifeStudy ? 'life-study' : 'topics'}
            id="audio-subcategory"
            label="Podkategória"
            options={subcategoryOptions(form.category, topics)}
            allowCustom={!lifeStudy}
            customLabel="Vlastná podkategória"
            value={form.subcategory}
            onChange={set('subcategory')}
            hint={
              lifeStudy
                ? 'Pri kategórii Štúdium života je podkategória vždy Štúdium života.'
                : 'Téma, podľa ktorej čitáreň nahrávku filtruje.'
            }
          />
        </>
      )}
    </MediaEditFrame>
  );
}
