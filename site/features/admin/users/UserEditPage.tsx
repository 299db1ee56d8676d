import { EmailField, Field } from '~/site/components/ui/form';
import { EditFrame } from '../EditFrame';
import { Loading } from '../ui';
import { useAdminEdit } from '../use-admin-edit';
import { readUser, saveUser } from './users-api';
import { formFromUser, SAVED_FLASH_KEY, savedMessage, USERLIST_PATH, userIdFromPath, validateUserForm } from './user-view';

/**
 * `/admin/user/{id}/edit` (admins; the shell reads the id from the address): name, e-mail, 'Administrátor' and
 * the assistant checkbox (its label comes from site-facts through the page). 'Uložiť' checks the form with the
 * server's schema, sends `PUT /api/users/:id` and on success returns to the list (which says it was saved);
 * any error shows red above the form.
 */
export default function UserEditPage({ assistantLabel }: { assistantLabel: string }) {
  const e = useAdminEdit({
    idFromPath: userIdFromPath,
    badAddress: 'Neplatná adresa používateľa.',
    read: readUser,
    formOf: formFromUser,
    check: validateUserForm,
    save: saveUser,
    listPath: USERLIST_PATH,
    flashKey: SAVED_FLASH_KEY,
    savedText: (saved) => savedMessage(saved.name),
  });
  if (!e.allowed) return <Loading />;
  const { form, setField } = e;

  return (
    <EditFrame
      className="admin-user-edit"
      back={{ href: USERLIST_PATH, label: 'Späť na zoznam' }}
      title="Upraviť používateľa"
      label="Údaje používateľa"
      {...e.frame}
    >
      {form && (
        <>
          <Field id="user-name" label="Meno" autoComplete="off" required maxLength={100} value={form.name} onChange={setField('name')} />
          <EmailField id="user-email" value={form.email} onChange={setField('email')} />
          <div className="acct-check">
            <input id="user-admin" type="checkbox" checked={form.isAdmin} onChange={(ev) => setField('isAdmin')(ev.target.checked)} />
            <label htmlFor="user-admin">Administrátor</label>
          </div>
          <div className="acct-check">
            <input
              id="user-assistant"
              type="checkbox"
              checked={form.isAssistant}
              onChange={(ev) => setField('isAssistant')(ev.target.checked)}
            />
            <label htmlFor="user-assistant">{assistantLabel}</label>
          </div>
        </>
      )}
    </EditFrame>
  );
}
