import { Alert, App, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { SCHOOL_LOGO_INVALID, SCHOOL_LOGO_MAX_CHARS, SCHOOL_LOGO_TYPES, SCHOOL_NAME_TOO_LONG } from '@mizan/shared';
import { api, toCallFailure } from '@mizan/shared/browser';

/** A picture file as a data: URL (what the server stores and the print pages show). */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/**
 * The school's name and logo for the printed reports and results letters
 * (admin/getschoolprofile.php, admin/saveschoolprofile.php; staff who print, `download`).
 */
export function SchoolProfileModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const [name, setName] = useState('');
  const [logo, setLogo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    api.call('getSchoolProfile', {}).then(
      (answer) => {
        setName(answer.data.name);
        setLogo(answer.data.logo);
      },
      (error: unknown) => setFailure(toCallFailure(error).message),
    );
  }, [open]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    if (!(SCHOOL_LOGO_TYPES as readonly string[]).includes(file.type)) return setFailure(SCHOOL_LOGO_INVALID);
    const url = await readAsDataUrl(file);
    if (url.length > SCHOOL_LOGO_MAX_CHARS) return setFailure(SCHOOL_LOGO_INVALID);
    setLogo(url);
  };

  const save = async () => {
    if (name.trim().length > 200) return setFailure(SCHOOL_NAME_TOO_LONG);
    setSaving(true);
    setFailure(null);
    try {
      const answer = await api.call('saveSchoolProfile', { name, logo });
      message.success(answer.msg);
      onClose();
    } catch (error) {
      setFailure(toCallFailure(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="School name and logo"
      open={open}
      onCancel={onClose}
      okText="Save"
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        Printed at the top of the reports (Final, enrollments, male and female students, statistics) and of every results letter.
      </Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label="School name" htmlFor="school-profile-name">
          <Input id="school-profile-name" value={name} maxLength={200} onChange={(event) => setName(event.target.value)} dir="auto" />
        </Form.Item>
        <Form.Item label="Logo (PNG or JPEG, at most 150 KB)" htmlFor="school-profile-logo">
          <Flex gap={12} align="center" wrap>
            {logo && <img src={logo} alt="The school's logo" style={{ maxHeight: 64, maxWidth: 160, objectFit: 'contain' }} />}
            <input
              id="school-profile-logo"
              type="file"
              accept={SCHOOL_LOGO_TYPES.join(',')}
              onChange={(event) => void pick(event.target.files?.[0])}
            />
            {logo && (
              <Button size="small" onClick={() => setLogo('')}>
                Remove logo
              </Button>
            )}
          </Flex>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
