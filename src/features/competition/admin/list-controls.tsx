export { FilterSelect, LoadState, Pager, SearchField } from '../../../components/list-controls';
