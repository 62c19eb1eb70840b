import { useTexts } from '@fleetkit/react-widgets';
import { ACCOUNT_SETTINGS_TEXTS } from '@fleetkit/sdk-core/labels/portal';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '../../auth/FormError';
import { FormField } from '../../auth/FormField';
import { fleetClient } from '../../fleetClient';
import { useSignedInSession } from '../../session/SessionContext';
import { errorMessage } from '../../ui/errorMessage';
import { notify } from '../../ui/notify';

/** /dashboard/settings/account: name, email, phone and password of the signed-in user. */
export function AccountSettingsPage() {
  const { user, updateUser } = useSignedInSession();
  const texts = useTexts(ACCOUNT_SETTINGS_TEXTS);
  const save = useMutation({
    mutationFn: (values: { name: string; email: string; phone: string; password: string }) =>
      fleetClient.users.update(user.id, {
        ...user,
        name: values.name,
        email: values.email,
        phone: values.phone || null,
        ...(values.password ? { password: values.password } : {}),
      }),
    onSuccess: (saved) => {
      updateUser(saved);
      notify.success(texts.accountUpdated);
    },
  });

  return (
    <form
      className="fleet-portal-card fleet-portal-form fleet-portal-settings__form"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        save.mutate({
          name: String(form.get('name')).trim(),
          email: String(form.get('email')).trim(),
          phone: String(form.get('phone')).trim(),
          password: String(form.get('password') ?? ''),
        });
      }}
    >
      <FormField label={texts.name} name="name" defaultValue={user.name} autoComplete="name" required />
      <FormField
        label={texts.email}
        name="email"
        type="text"
        defaultValue={user.email}
        autoComplete="email"
        readOnly={user.fixedEmail}
        required
      />
      <FormField
        label={texts.phone}
        name="phone"
        type="tel"
        defaultValue={user.phone ?? ''}
        autoComplete="tel"
      />
      <FormField
        label={texts.newPassword}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={8}
      />
      <FormError message={save.isError ? errorMessage(save.error, texts.accountNotSaved) : null} />
      <div>
        <button
          type="submit"
          className="fleet-portal-button fleet-portal-button--primary"
          disabled={save.isPending}
        >
          {texts.saveChanges}
        </button>
      </div>
    </form>
  );
}
