export interface Item {
  name: string;
}
