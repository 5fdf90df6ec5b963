import { PASSWORD_MAX } from '@despacho/domain';
import { UserInfoPayload } from '../user-info.payload.js';
import { PasswordField } from '../password.field.js';

export class NewUserPayload extends UserInfoPayload {
  @PasswordField(PASSWORD_MAX.user)
  password: string;
}
