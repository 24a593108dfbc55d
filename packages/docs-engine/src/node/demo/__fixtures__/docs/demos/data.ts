import { label } from '../../shared/label';

export const items = [{ name: label('a') }];
