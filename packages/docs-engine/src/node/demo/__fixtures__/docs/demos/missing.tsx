import React from 'react';
// @ts-expect-error the missing module is what the test is about
import { nothing } from './nope';

export default () => <div>{nothing}</div>;
